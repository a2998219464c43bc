#' Create a new NicheJob
#'
#' @description
#' NicheJob Class
#'
#' @docType class
#' @title NicheJob
#' @description NicheJob Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field label  character
#' @field workflow  character
#' @field model  character
#' @field status  \link{NicheJobStatus}
#' @field stage Current processing stage (e.g. `awaiting_uploads`, `queued`, `barcode_probabilities`, `niche_models`, `scoring`, `writing_results`), or null. character
#' @field progress  numeric
#' @field createdAt  character
#' @field updatedAt  character
#' @field startedAt  character
#' @field finishedAt  character
#' @field expiresAt  character
#' @field error Failure message once failed, otherwise null. character
#' @field files Declared input files and their upload state. list(\link{NicheJobFilesInner})
#' @field seed Random seed of the run (same inputs + seed → same outputs). integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheJob <- R6::R6Class(
  "NicheJob",
  public = list(
    `jobId` = NULL,
    `label` = NULL,
    `workflow` = NULL,
    `model` = NULL,
    `status` = NULL,
    `stage` = NULL,
    `progress` = NULL,
    `createdAt` = NULL,
    `updatedAt` = NULL,
    `startedAt` = NULL,
    `finishedAt` = NULL,
    `expiresAt` = NULL,
    `error` = NULL,
    `files` = NULL,
    `seed` = NULL,

    #' @description
    #' Initialize a new NicheJob class.
    #'
    #' @param jobId jobId
    #' @param label label
    #' @param workflow workflow
    #' @param model model
    #' @param status status
    #' @param stage Current processing stage (e.g. `awaiting_uploads`, `queued`, `barcode_probabilities`, `niche_models`, `scoring`, `writing_results`), or null.
    #' @param progress progress
    #' @param createdAt createdAt
    #' @param updatedAt updatedAt
    #' @param startedAt startedAt
    #' @param finishedAt finishedAt
    #' @param expiresAt expiresAt
    #' @param error Failure message once failed, otherwise null.
    #' @param files Declared input files and their upload state.
    #' @param seed Random seed of the run (same inputs + seed → same outputs).
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `label`, `workflow`, `model`, `status`, `stage`, `progress`, `createdAt`, `updatedAt`, `startedAt`, `finishedAt`, `expiresAt`, `error`, `files`, `seed`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`workflow`)) {
        if (!(is.character(`workflow`) && length(`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", `workflow`))
        }
        self$`workflow` <- `workflow`
      }
      if (!missing(`model`)) {
        if (!(is.character(`model`) && length(`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", `model`))
        }
        self$`model` <- `model`
      }
      if (!missing(`status`)) {
        if (!(`status` %in% c())) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`status`))
        self$`status` <- `status`
      }
      if (!missing(`stage`)) {
        if (!(is.character(`stage`) && length(`stage`) == 1)) {
          stop(paste("Error! Invalid data for `stage`. Must be a string:", `stage`))
        }
        self$`stage` <- `stage`
      }
      if (!missing(`progress`)) {
        self$`progress` <- `progress`
      }
      if (!missing(`createdAt`)) {
        if (!(is.character(`createdAt`) && length(`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", `createdAt`))
        }
        self$`createdAt` <- `createdAt`
      }
      if (!missing(`updatedAt`)) {
        if (!(is.character(`updatedAt`) && length(`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", `updatedAt`))
        }
        self$`updatedAt` <- `updatedAt`
      }
      if (!missing(`startedAt`)) {
        if (!(is.character(`startedAt`) && length(`startedAt`) == 1)) {
          stop(paste("Error! Invalid data for `startedAt`. Must be a string:", `startedAt`))
        }
        self$`startedAt` <- `startedAt`
      }
      if (!missing(`finishedAt`)) {
        if (!(is.character(`finishedAt`) && length(`finishedAt`) == 1)) {
          stop(paste("Error! Invalid data for `finishedAt`. Must be a string:", `finishedAt`))
        }
        self$`finishedAt` <- `finishedAt`
      }
      if (!missing(`expiresAt`)) {
        if (!(is.character(`expiresAt`) && length(`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", `expiresAt`))
        }
        self$`expiresAt` <- `expiresAt`
      }
      if (!missing(`error`)) {
        if (!(is.character(`error`) && length(`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", `error`))
        }
        self$`error` <- `error`
      }
      if (!missing(`files`)) {
        stopifnot(is.vector(`files`), length(`files`) != 0)
        sapply(`files`, function(x) stopifnot(R6::is.R6(x)))
        self$`files` <- `files`
      }
      if (!missing(`seed`)) {
        if (!(is.numeric(`seed`) && length(`seed`) == 1)) {
          stop(paste("Error! Invalid data for `seed`. Must be an integer:", `seed`))
        }
        self$`seed` <- `seed`
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
    #' @return NicheJob as a base R list.
    #' @examples
    #' # convert array of NicheJob (x) to a data frame
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
    #' Convert NicheJob to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheJobObject <- list()
      if (!is.null(self$`jobId`)) {
        NicheJobObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`label`)) {
        NicheJobObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`workflow`)) {
        NicheJobObject[["workflow"]] <-
          self$`workflow`
      }
      if (!is.null(self$`model`)) {
        NicheJobObject[["model"]] <-
          self$`model`
      }
      if (!is.null(self$`status`)) {
        NicheJobObject[["status"]] <-
          self$extractSimpleType(self$`status`)
      }
      if (!is.null(self$`stage`)) {
        NicheJobObject[["stage"]] <-
          self$`stage`
      }
      if (!is.null(self$`progress`)) {
        NicheJobObject[["progress"]] <-
          self$`progress`
      }
      if (!is.null(self$`createdAt`)) {
        NicheJobObject[["createdAt"]] <-
          self$`createdAt`
      }
      if (!is.null(self$`updatedAt`)) {
        NicheJobObject[["updatedAt"]] <-
          self$`updatedAt`
      }
      if (!is.null(self$`startedAt`)) {
        NicheJobObject[["startedAt"]] <-
          self$`startedAt`
      }
      if (!is.null(self$`finishedAt`)) {
        NicheJobObject[["finishedAt"]] <-
          self$`finishedAt`
      }
      if (!is.null(self$`expiresAt`)) {
        NicheJobObject[["expiresAt"]] <-
          self$`expiresAt`
      }
      if (!is.null(self$`error`)) {
        NicheJobObject[["error"]] <-
          self$`error`
      }
      if (!is.null(self$`files`)) {
        NicheJobObject[["files"]] <-
          self$extractSimpleType(self$`files`)
      }
      if (!is.null(self$`seed`)) {
        NicheJobObject[["seed"]] <-
          self$`seed`
      }
      return(NicheJobObject)
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
    #' Deserialize JSON string into an instance of NicheJob
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJob
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`workflow`)) {
        self$`workflow` <- this_object$`workflow`
      }
      if (!is.null(this_object$`model`)) {
        self$`model` <- this_object$`model`
      }
      if (!is.null(this_object$`status`)) {
        `status_object` <- NicheJobStatus$new()
        `status_object`$fromJSON(jsonlite::toJSON(this_object$`status`, auto_unbox = TRUE, digits = NA))
        self$`status` <- `status_object`
      }
      if (!is.null(this_object$`stage`)) {
        self$`stage` <- this_object$`stage`
      }
      if (!is.null(this_object$`progress`)) {
        self$`progress` <- this_object$`progress`
      }
      if (!is.null(this_object$`createdAt`)) {
        self$`createdAt` <- this_object$`createdAt`
      }
      if (!is.null(this_object$`updatedAt`)) {
        self$`updatedAt` <- this_object$`updatedAt`
      }
      if (!is.null(this_object$`startedAt`)) {
        self$`startedAt` <- this_object$`startedAt`
      }
      if (!is.null(this_object$`finishedAt`)) {
        self$`finishedAt` <- this_object$`finishedAt`
      }
      if (!is.null(this_object$`expiresAt`)) {
        self$`expiresAt` <- this_object$`expiresAt`
      }
      if (!is.null(this_object$`error`)) {
        self$`error` <- this_object$`error`
      }
      if (!is.null(this_object$`files`)) {
        self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "array[NicheJobFilesInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`seed`)) {
        self$`seed` <- this_object$`seed`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheJob in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheJob
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJob
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      self$`label` <- this_object$`label`
      self$`workflow` <- this_object$`workflow`
      self$`model` <- this_object$`model`
      self$`status` <- NicheJobStatus$new()$fromJSON(jsonlite::toJSON(this_object$`status`, auto_unbox = TRUE, digits = NA))
      self$`stage` <- this_object$`stage`
      self$`progress` <- this_object$`progress`
      self$`createdAt` <- this_object$`createdAt`
      self$`updatedAt` <- this_object$`updatedAt`
      self$`startedAt` <- this_object$`startedAt`
      self$`finishedAt` <- this_object$`finishedAt`
      self$`expiresAt` <- this_object$`expiresAt`
      self$`error` <- this_object$`error`
      self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "array[NicheJobFilesInner]", loadNamespace("lepidoptera"))
      self$`seed` <- this_object$`seed`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheJob and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `jobId` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `label` is missing."))
      }
      # check the required field `workflow`
      if (!is.null(input_json$`workflow`)) {
        if (!(is.character(input_json$`workflow`) && length(input_json$`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", input_json$`workflow`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `workflow` is missing."))
      }
      # check the required field `model`
      if (!is.null(input_json$`model`)) {
        if (!(is.character(input_json$`model`) && length(input_json$`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", input_json$`model`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `model` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        stopifnot(R6::is.R6(input_json$`status`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `status` is missing."))
      }
      # check the required field `stage`
      if (!is.null(input_json$`stage`)) {
        if (!(is.character(input_json$`stage`) && length(input_json$`stage`) == 1)) {
          stop(paste("Error! Invalid data for `stage`. Must be a string:", input_json$`stage`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `stage` is missing."))
      }
      # check the required field `progress`
      if (!is.null(input_json$`progress`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `progress` is missing."))
      }
      # check the required field `createdAt`
      if (!is.null(input_json$`createdAt`)) {
        if (!(is.character(input_json$`createdAt`) && length(input_json$`createdAt`) == 1)) {
          stop(paste("Error! Invalid data for `createdAt`. Must be a string:", input_json$`createdAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `createdAt` is missing."))
      }
      # check the required field `updatedAt`
      if (!is.null(input_json$`updatedAt`)) {
        if (!(is.character(input_json$`updatedAt`) && length(input_json$`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", input_json$`updatedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `updatedAt` is missing."))
      }
      # check the required field `startedAt`
      if (!is.null(input_json$`startedAt`)) {
        if (!(is.character(input_json$`startedAt`) && length(input_json$`startedAt`) == 1)) {
          stop(paste("Error! Invalid data for `startedAt`. Must be a string:", input_json$`startedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `startedAt` is missing."))
      }
      # check the required field `finishedAt`
      if (!is.null(input_json$`finishedAt`)) {
        if (!(is.character(input_json$`finishedAt`) && length(input_json$`finishedAt`) == 1)) {
          stop(paste("Error! Invalid data for `finishedAt`. Must be a string:", input_json$`finishedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `finishedAt` is missing."))
      }
      # check the required field `expiresAt`
      if (!is.null(input_json$`expiresAt`)) {
        if (!(is.character(input_json$`expiresAt`) && length(input_json$`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", input_json$`expiresAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `expiresAt` is missing."))
      }
      # check the required field `error`
      if (!is.null(input_json$`error`)) {
        if (!(is.character(input_json$`error`) && length(input_json$`error`) == 1)) {
          stop(paste("Error! Invalid data for `error`. Must be a string:", input_json$`error`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `error` is missing."))
      }
      # check the required field `files`
      if (!is.null(input_json$`files`)) {
        stopifnot(is.vector(input_json$`files`), length(input_json$`files`) != 0)
        tmp <- sapply(input_json$`files`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `files` is missing."))
      }
      # check the required field `seed`
      if (!is.null(input_json$`seed`)) {
        if (!(is.numeric(input_json$`seed`) && length(input_json$`seed`) == 1)) {
          stop(paste("Error! Invalid data for `seed`. Must be an integer:", input_json$`seed`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJob: the required field `seed` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheJob
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

      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        return(FALSE)
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        return(FALSE)
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `progress` is null
      if (is.null(self$`progress`)) {
        return(FALSE)
      }

      if (self$`progress` > 1) {
        return(FALSE)
      }
      if (self$`progress` < 0) {
        return(FALSE)
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        return(FALSE)
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
        return(FALSE)
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        return(FALSE)
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
        return(FALSE)
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
        return(FALSE)
      }

      if (self$`seed` < 0) {
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

      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        invalid_fields["workflow"] <- "Non-nullable required field `workflow` cannot be null."
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        invalid_fields["model"] <- "Non-nullable required field `model` cannot be null."
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `progress` is null
      if (is.null(self$`progress`)) {
        invalid_fields["progress"] <- "Non-nullable required field `progress` cannot be null."
      }

      if (self$`progress` > 1) {
        invalid_fields["progress"] <- "Invalid value for `progress`, must be smaller than or equal to 1."
      }
      if (self$`progress` < 0) {
        invalid_fields["progress"] <- "Invalid value for `progress`, must be bigger than or equal to 0."
      }

      # check if the required `createdAt` is null
      if (is.null(self$`createdAt`)) {
        invalid_fields["createdAt"] <- "Non-nullable required field `createdAt` cannot be null."
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
        invalid_fields["updatedAt"] <- "Non-nullable required field `updatedAt` cannot be null."
      }

      # check if the required `expiresAt` is null
      if (is.null(self$`expiresAt`)) {
        invalid_fields["expiresAt"] <- "Non-nullable required field `expiresAt` cannot be null."
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
        invalid_fields["files"] <- "Non-nullable required field `files` cannot be null."
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
        invalid_fields["seed"] <- "Non-nullable required field `seed` cannot be null."
      }

      if (self$`seed` < 0) {
        invalid_fields["seed"] <- "Invalid value for `seed`, must be bigger than or equal to 0."
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
# NicheJob$unlock()
#
## Below is an example to define the print function
# NicheJob$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheJob$lock()

