#' Create a new ConfigIssue
#'
#' @description
#' ConfigIssue Class
#'
#' @docType class
#' @title ConfigIssue
#' @description ConfigIssue Class
#' @format An \code{R6Class} generator object
#' @field severity  \link{IssueSeverity}
#' @field code  character
#' @field field Path of the field concerned (e.g. `files.referenceSequences`), or null. character
#' @field message  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ConfigIssue <- R6::R6Class(
  "ConfigIssue",
  public = list(
    `severity` = NULL,
    `code` = NULL,
    `field` = NULL,
    `message` = NULL,

    #' @description
    #' Initialize a new ConfigIssue class.
    #'
    #' @param severity severity
    #' @param code code
    #' @param field Path of the field concerned (e.g. `files.referenceSequences`), or null.
    #' @param message message
    #' @param ... Other optional arguments.
    initialize = function(`severity`, `code`, `field`, `message`, ...) {
      if (!missing(`severity`)) {
        if (!(`severity` %in% c())) {
          stop(paste("Error! \"", `severity`, "\" cannot be assigned to `severity`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`severity`))
        self$`severity` <- `severity`
      }
      if (!missing(`code`)) {
        if (!(is.character(`code`) && length(`code`) == 1)) {
          stop(paste("Error! Invalid data for `code`. Must be a string:", `code`))
        }
        self$`code` <- `code`
      }
      if (!missing(`field`)) {
        if (!(is.character(`field`) && length(`field`) == 1)) {
          stop(paste("Error! Invalid data for `field`. Must be a string:", `field`))
        }
        self$`field` <- `field`
      }
      if (!missing(`message`)) {
        if (!(is.character(`message`) && length(`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", `message`))
        }
        self$`message` <- `message`
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
    #' @return ConfigIssue as a base R list.
    #' @examples
    #' # convert array of ConfigIssue (x) to a data frame
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
    #' Convert ConfigIssue to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ConfigIssueObject <- list()
      if (!is.null(self$`severity`)) {
        ConfigIssueObject[["severity"]] <-
          self$extractSimpleType(self$`severity`)
      }
      if (!is.null(self$`code`)) {
        ConfigIssueObject[["code"]] <-
          self$`code`
      }
      if (!is.null(self$`field`)) {
        ConfigIssueObject[["field"]] <-
          self$`field`
      }
      if (!is.null(self$`message`)) {
        ConfigIssueObject[["message"]] <-
          self$`message`
      }
      return(ConfigIssueObject)
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
    #' Deserialize JSON string into an instance of ConfigIssue
    #'
    #' @param input_json the JSON input
    #' @return the instance of ConfigIssue
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`severity`)) {
        `severity_object` <- IssueSeverity$new()
        `severity_object`$fromJSON(jsonlite::toJSON(this_object$`severity`, auto_unbox = TRUE, digits = NA))
        self$`severity` <- `severity_object`
      }
      if (!is.null(this_object$`code`)) {
        self$`code` <- this_object$`code`
      }
      if (!is.null(this_object$`field`)) {
        self$`field` <- this_object$`field`
      }
      if (!is.null(this_object$`message`)) {
        self$`message` <- this_object$`message`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ConfigIssue in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ConfigIssue
    #'
    #' @param input_json the JSON input
    #' @return the instance of ConfigIssue
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`severity` <- IssueSeverity$new()$fromJSON(jsonlite::toJSON(this_object$`severity`, auto_unbox = TRUE, digits = NA))
      self$`code` <- this_object$`code`
      self$`field` <- this_object$`field`
      self$`message` <- this_object$`message`
      self
    },

    #' @description
    #' Validate JSON input with respect to ConfigIssue and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `severity`
      if (!is.null(input_json$`severity`)) {
        stopifnot(R6::is.R6(input_json$`severity`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ConfigIssue: the required field `severity` is missing."))
      }
      # check the required field `code`
      if (!is.null(input_json$`code`)) {
        if (!(is.character(input_json$`code`) && length(input_json$`code`) == 1)) {
          stop(paste("Error! Invalid data for `code`. Must be a string:", input_json$`code`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ConfigIssue: the required field `code` is missing."))
      }
      # check the required field `field`
      if (!is.null(input_json$`field`)) {
        if (!(is.character(input_json$`field`) && length(input_json$`field`) == 1)) {
          stop(paste("Error! Invalid data for `field`. Must be a string:", input_json$`field`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ConfigIssue: the required field `field` is missing."))
      }
      # check the required field `message`
      if (!is.null(input_json$`message`)) {
        if (!(is.character(input_json$`message`) && length(input_json$`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", input_json$`message`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ConfigIssue: the required field `message` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ConfigIssue
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `severity` is null
      if (is.null(self$`severity`)) {
        return(FALSE)
      }

      # check if the required `code` is null
      if (is.null(self$`code`)) {
        return(FALSE)
      }

      # check if the required `message` is null
      if (is.null(self$`message`)) {
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
      # check if the required `severity` is null
      if (is.null(self$`severity`)) {
        invalid_fields["severity"] <- "Non-nullable required field `severity` cannot be null."
      }

      # check if the required `code` is null
      if (is.null(self$`code`)) {
        invalid_fields["code"] <- "Non-nullable required field `code` cannot be null."
      }

      # check if the required `message` is null
      if (is.null(self$`message`)) {
        invalid_fields["message"] <- "Non-nullable required field `message` cannot be null."
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
# ConfigIssue$unlock()
#
## Below is an example to define the print function
# ConfigIssue$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ConfigIssue$lock()

