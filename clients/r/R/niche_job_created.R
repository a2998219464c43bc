#' Create a new NicheJobCreated
#'
#' @description
#' NicheJobCreated Class
#'
#' @docType class
#' @title NicheJobCreated
#' @description NicheJobCreated Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field status  character
#' @field label  character
#' @field createdAt  character
#' @field expiresAt When the job expires if it is not confirmed. character
#' @field uploads One upload instruction per declared file. list(\link{UploadInstruction})
#' @field confirmUrl  character
#' @field statusUrl  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheJobCreated <- R6::R6Class(
  "NicheJobCreated",
  public = list(
    `jobId` = NULL,
    `status` = NULL,
    `label` = NULL,
    `createdAt` = NULL,
    `expiresAt` = NULL,
    `uploads` = NULL,
    `confirmUrl` = NULL,
    `statusUrl` = NULL,

    #' @description
    #' Initialize a new NicheJobCreated class.
    #'
    #' @param jobId jobId
    #' @param status status
    #' @param label label
    #' @param createdAt createdAt
    #' @param expiresAt When the job expires if it is not confirmed.
    #' @param uploads One upload instruction per declared file.
    #' @param confirmUrl confirmUrl
    #' @param statusUrl statusUrl
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `status`, `label`, `createdAt`, `expiresAt`, `uploads`, `confirmUrl`, `statusUrl`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`status`)) {
        if (!(`status` %in% c("pending"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"pending\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`createdAt`)) {
        if (!(is.character(`createdAt`) && length(`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", `createdAt`))
        }
        self$`createdAt` <- `createdAt`
      }
      if (!missing(`expiresAt`)) {
        if (!(is.character(`expiresAt`) && length(`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", `expiresAt`))
        }
        self$`expiresAt` <- `expiresAt`
      }
      if (!missing(`uploads`)) {
        stopifnot(is.vector(`uploads`), length(`uploads`) != 0)
        sapply(`uploads`, function(x) stopifnot(R6::is.R6(x)))
        self$`uploads` <- `uploads`
      }
      if (!missing(`confirmUrl`)) {
        if (!(is.character(`confirmUrl`) && length(`confirmUrl`) == 1)) {
          stop(paste("Error! Invalid data for `confirmUrl`. Must be a string:", `confirmUrl`))
        }
        self$`confirmUrl` <- `confirmUrl`
      }
      if (!missing(`statusUrl`)) {
        if (!(is.character(`statusUrl`) && length(`statusUrl`) == 1)) {
          stop(paste("Error! Invalid data for `statusUrl`. Must be a string:", `statusUrl`))
        }
        self$`statusUrl` <- `statusUrl`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return NicheJobCreated as a base R list.
    #' @examples
    #' # convert array of NicheJobCreated (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert NicheJobCreated to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheJobCreatedObject <- list()
      if (!is.null(self$`jobId`)) {
        NicheJobCreatedObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`status`)) {
        NicheJobCreatedObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`label`)) {
        NicheJobCreatedObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`createdAt`)) {
        NicheJobCreatedObject[["createdAt"]] <-
          self$`createdAt`
      }
      if (!is.null(self$`expiresAt`)) {
        NicheJobCreatedObject[["expiresAt"]] <-
          self$`expiresAt`
      }
      if (!is.null(self$`uploads`)) {
        NicheJobCreatedObject[["uploads"]] <-
          self$extractSimpleType(self$`uploads`)
      }
      if (!is.null(self$`confirmUrl`)) {
        NicheJobCreatedObject[["confirmUrl"]] <-
          self$`confirmUrl`
      }
      if (!is.null(self$`statusUrl`)) {
        NicheJobCreatedObject[["statusUrl"]] <-
          self$`statusUrl`
      }
      return(NicheJobCreatedObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheJobCreated
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJobCreated
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("pending"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"pending\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`createdAt`)) {
        self$`createdAt` <- this_object$`createdAt`
      }
      if (!is.null(this_object$`expiresAt`)) {
        self$`expiresAt` <- this_object$`expiresAt`
      }
      if (!is.null(this_object$`uploads`)) {
        self$`uploads` <- ApiClient$new()$deserializeObj(this_object$`uploads`, "array[UploadInstruction]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`confirmUrl`)) {
        self$`confirmUrl` <- this_object$`confirmUrl`
      }
      if (!is.null(this_object$`statusUrl`)) {
        self$`statusUrl` <- this_object$`statusUrl`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheJobCreated in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheJobCreated
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJobCreated
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("pending"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"pending\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`label` <- this_object$`label`
      self$`createdAt` <- this_object$`createdAt`
      self$`expiresAt` <- this_object$`expiresAt`
      self$`uploads` <- ApiClient$new()$deserializeObj(this_object$`uploads`, "array[UploadInstruction]", loadNamespace("lepidoptera"))
      self$`confirmUrl` <- this_object$`confirmUrl`
      self$`statusUrl` <- this_object$`statusUrl`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheJobCreated and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `jobId` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `status` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `label` is missing."))
      }
      # check the required field `createdAt`
      if (!is.null(input_json$`createdAt`)) {
        if (!(is.character(input_json$`createdAt`) && length(input_json$`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", input_json$`createdAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `createdAt` is missing."))
      }
      # check the required field `expiresAt`
      if (!is.null(input_json$`expiresAt`)) {
        if (!(is.character(input_json$`expiresAt`) && length(input_json$`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", input_json$`expiresAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `expiresAt` is missing."))
      }
      # check the required field `uploads`
      if (!is.null(input_json$`uploads`)) {
        stopifnot(is.vector(input_json$`uploads`), length(input_json$`uploads`) != 0)
        tmp <- sapply(input_json$`uploads`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `uploads` is missing."))
      }
      # check the required field `confirmUrl`
      if (!is.null(input_json$`confirmUrl`)) {
        if (!(is.character(input_json$`confirmUrl`) && length(input_json$`confirmUrl`) == 1)) {
          stop(paste("Error! Invalid data for `confirmUrl`. Must be a string:", input_json$`confirmUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `confirmUrl` is missing."))
      }
      # check the required field `statusUrl`
      if (!is.null(input_json$`statusUrl`)) {
        if (!(is.character(input_json$`statusUrl`) && length(input_json$`statusUrl`) == 1)) {
          stop(paste("Error! Invalid data for `statusUrl`. Must be a string:", input_json$`statusUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobCreated: the required field `statusUrl` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheJobCreated
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        return(FALSE)
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        return(FALSE)
      }

      # check if the required `uploads` is null
      if (is.null(self$`uploads`)) {
        return(FALSE)
      }

      # check if the required `confirmUrl` is null
      if (is.null(self$`confirmUrl`)) {
        return(FALSE)
      }

      # check if the required `statusUrl` is null
      if (is.null(self$`statusUrl`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        invalid_fields["createdAt"] <- "Non-nullable required field `createdAt` cannot be null."
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        invalid_fields["expiresAt"] <- "Non-nullable required field `expiresAt` cannot be null."
      }

      # check if the required `uploads` is null
      if (is.null(self$`uploads`)) {
        invalid_fields["uploads"] <- "Non-nullable required field `uploads` cannot be null."
      }

      # check if the required `confirmUrl` is null
      if (is.null(self$`confirmUrl`)) {
        invalid_fields["confirmUrl"] <- "Non-nullable required field `confirmUrl` cannot be null."
      }

      # check if the required `statusUrl` is null
      if (is.null(self$`statusUrl`)) {
        invalid_fields["statusUrl"] <- "Non-nullable required field `statusUrl` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# NicheJobCreated$unlock()
#
## Below is an example to define the print function
# NicheJobCreated$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheJobCreated$lock()

