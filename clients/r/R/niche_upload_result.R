#' Create a new NicheUploadResult
#'
#' @description
#' NicheUploadResult Class
#'
#' @docType class
#' @title NicheUploadResult
#' @description NicheUploadResult Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field fileName  character
#' @field role  character
#' @field sizeBytes  integer
#' @field sha256  character
#' @field records Records parsed (sequences or rows). integer
#' @field issues Warnings found in the content (errors are answered with 400 `INVALID_FILE_CONTENT`). list(\link{FileIssue})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheUploadResult <- R6::R6Class(
  "NicheUploadResult",
  public = list(
    `jobId` = NULL,
    `fileName` = NULL,
    `role` = NULL,
    `sizeBytes` = NULL,
    `sha256` = NULL,
    `records` = NULL,
    `issues` = NULL,

    #' @description
    #' Initialize a new NicheUploadResult class.
    #'
    #' @param jobId jobId
    #' @param fileName fileName
    #' @param role role
    #' @param sizeBytes sizeBytes
    #' @param sha256 sha256
    #' @param records Records parsed (sequences or rows).
    #' @param issues Warnings found in the content (errors are answered with 400 `INVALID_FILE_CONTENT`).
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `fileName`, `role`, `sizeBytes`, `sha256`, `records`, `issues`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`fileName`)) {
        if (!(is.character(`fileName`) && length(`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", `fileName`))
        }
        self$`fileName` <- `fileName`
      }
      if (!missing(`role`)) {
        if (!(is.character(`role`) && length(`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", `role`))
        }
        self$`role` <- `role`
      }
      if (!missing(`sizeBytes`)) {
        if (!(is.numeric(`sizeBytes`) && length(`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", `sizeBytes`))
        }
        self$`sizeBytes` <- `sizeBytes`
      }
      if (!missing(`sha256`)) {
        if (!(is.character(`sha256`) && length(`sha256`) == 1)) {
          stop(paste("Error! Invalid data for `sha256`. Must be a string:", `sha256`))
        }
        self$`sha256` <- `sha256`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`issues`)) {
        stopifnot(is.vector(`issues`), length(`issues`) != 0)
        sapply(`issues`, function(x) stopifnot(R6::is.R6(x)))
        self$`issues` <- `issues`
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
    #' @return NicheUploadResult as a base R list.
    #' @examples
    #' # convert array of NicheUploadResult (x) to a data frame
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
    #' Convert NicheUploadResult to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheUploadResultObject <- list()
      if (!is.null(self$`jobId`)) {
        NicheUploadResultObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`fileName`)) {
        NicheUploadResultObject[["fileName"]] <-
          self$`fileName`
      }
      if (!is.null(self$`role`)) {
        NicheUploadResultObject[["role"]] <-
          self$`role`
      }
      if (!is.null(self$`sizeBytes`)) {
        NicheUploadResultObject[["sizeBytes"]] <-
          self$`sizeBytes`
      }
      if (!is.null(self$`sha256`)) {
        NicheUploadResultObject[["sha256"]] <-
          self$`sha256`
      }
      if (!is.null(self$`records`)) {
        NicheUploadResultObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`issues`)) {
        NicheUploadResultObject[["issues"]] <-
          self$extractSimpleType(self$`issues`)
      }
      return(NicheUploadResultObject)
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
    #' Deserialize JSON string into an instance of NicheUploadResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheUploadResult
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`fileName`)) {
        self$`fileName` <- this_object$`fileName`
      }
      if (!is.null(this_object$`role`)) {
        self$`role` <- this_object$`role`
      }
      if (!is.null(this_object$`sizeBytes`)) {
        self$`sizeBytes` <- this_object$`sizeBytes`
      }
      if (!is.null(this_object$`sha256`)) {
        self$`sha256` <- this_object$`sha256`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`issues`)) {
        self$`issues` <- ApiClient$new()$deserializeObj(this_object$`issues`, "array[FileIssue]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheUploadResult in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheUploadResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheUploadResult
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      self$`fileName` <- this_object$`fileName`
      self$`role` <- this_object$`role`
      self$`sizeBytes` <- this_object$`sizeBytes`
      self$`sha256` <- this_object$`sha256`
      self$`records` <- this_object$`records`
      self$`issues` <- ApiClient$new()$deserializeObj(this_object$`issues`, "array[FileIssue]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheUploadResult and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `jobId` is missing."))
      }
      # check the required field `fileName`
      if (!is.null(input_json$`fileName`)) {
        if (!(is.character(input_json$`fileName`) && length(input_json$`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", input_json$`fileName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `fileName` is missing."))
      }
      # check the required field `role`
      if (!is.null(input_json$`role`)) {
        if (!(is.character(input_json$`role`) && length(input_json$`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", input_json$`role`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `role` is missing."))
      }
      # check the required field `sizeBytes`
      if (!is.null(input_json$`sizeBytes`)) {
        if (!(is.numeric(input_json$`sizeBytes`) && length(input_json$`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", input_json$`sizeBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `sizeBytes` is missing."))
      }
      # check the required field `sha256`
      if (!is.null(input_json$`sha256`)) {
        if (!(is.character(input_json$`sha256`) && length(input_json$`sha256`) == 1)) {
          stop(paste("Error! Invalid data for `sha256`. Must be a string:", input_json$`sha256`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `sha256` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `records` is missing."))
      }
      # check the required field `issues`
      if (!is.null(input_json$`issues`)) {
        stopifnot(is.vector(input_json$`issues`), length(input_json$`issues`) != 0)
        tmp <- sapply(input_json$`issues`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheUploadResult: the required field `issues` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheUploadResult
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

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        return(FALSE)
      }

      # check if the required `role` is null
      if (is.null(self$`role`)) {
        return(FALSE)
      }

      # check if the required `sizeBytes` is null
      if (is.null(self$`sizeBytes`)) {
        return(FALSE)
      }

      if (self$`sizeBytes` < 0) {
        return(FALSE)
      }

      # check if the required `sha256` is null
      if (is.null(self$`sha256`)) {
        return(FALSE)
      }

      if (!str_detect(self$`sha256`, "^[0-9a-f]{64}$")) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `issues` is null
      if (is.null(self$`issues`)) {
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

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        invalid_fields["fileName"] <- "Non-nullable required field `fileName` cannot be null."
      }

      # check if the required `role` is null
      if (is.null(self$`role`)) {
        invalid_fields["role"] <- "Non-nullable required field `role` cannot be null."
      }

      # check if the required `sizeBytes` is null
      if (is.null(self$`sizeBytes`)) {
        invalid_fields["sizeBytes"] <- "Non-nullable required field `sizeBytes` cannot be null."
      }

      if (self$`sizeBytes` < 0) {
        invalid_fields["sizeBytes"] <- "Invalid value for `sizeBytes`, must be bigger than or equal to 0."
      }

      # check if the required `sha256` is null
      if (is.null(self$`sha256`)) {
        invalid_fields["sha256"] <- "Non-nullable required field `sha256` cannot be null."
      }

      if (!str_detect(self$`sha256`, "^[0-9a-f]{64}$")) {
        invalid_fields["sha256"] <- "Invalid value for `sha256`, must conform to the pattern ^[0-9a-f]{64}$."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `issues` is null
      if (is.null(self$`issues`)) {
        invalid_fields["issues"] <- "Non-nullable required field `issues` cannot be null."
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
# NicheUploadResult$unlock()
#
## Below is an example to define the print function
# NicheUploadResult$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheUploadResult$lock()

