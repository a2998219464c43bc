#' Create a new FileIssue
#'
#' @description
#' FileIssue Class
#'
#' @docType class
#' @title FileIssue
#' @description FileIssue Class
#' @format An \code{R6Class} generator object
#' @field severity  \link{IssueSeverity}
#' @field line 1-based line number, or null for a whole-file issue. integer
#' @field code  character
#' @field message  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
FileIssue <- R6::R6Class(
  "FileIssue",
  public = list(
    `severity` = NULL,
    `line` = NULL,
    `code` = NULL,
    `message` = NULL,

    #' @description
    #' Initialize a new FileIssue class.
    #'
    #' @param severity severity
    #' @param line 1-based line number, or null for a whole-file issue.
    #' @param code code
    #' @param message message
    #' @param ... Other optional arguments.
    initialize = function(`severity`, `line`, `code`, `message`, ...) {
      if (!missing(`severity`)) {
        if (!(`severity` %in% c())) {
          stop(paste("Error! \"", `severity`, "\" cannot be assigned to `severity`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`severity`))
        self$`severity` <- `severity`
      }
      if (!missing(`line`)) {
        if (!(is.numeric(`line`) && length(`line`) == 1)) {
          stop(paste("Error! Invalid data for `line`. Must be an integer:", `line`))
        }
        self$`line` <- `line`
      }
      if (!missing(`code`)) {
        if (!(is.character(`code`) && length(`code`) == 1)) {
          stop(paste("Error! Invalid data for `code`. Must be a string:", `code`))
        }
        self$`code` <- `code`
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
    #' @return FileIssue as a base R list.
    #' @examples
    #' # convert array of FileIssue (x) to a data frame
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
    #' Convert FileIssue to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      FileIssueObject <- list()
      if (!is.null(self$`severity`)) {
        FileIssueObject[["severity"]] <-
          self$extractSimpleType(self$`severity`)
      }
      if (!is.null(self$`line`)) {
        FileIssueObject[["line"]] <-
          self$`line`
      }
      if (!is.null(self$`code`)) {
        FileIssueObject[["code"]] <-
          self$`code`
      }
      if (!is.null(self$`message`)) {
        FileIssueObject[["message"]] <-
          self$`message`
      }
      return(FileIssueObject)
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
    #' Deserialize JSON string into an instance of FileIssue
    #'
    #' @param input_json the JSON input
    #' @return the instance of FileIssue
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`severity`)) {
        `severity_object` <- IssueSeverity$new()
        `severity_object`$fromJSON(jsonlite::toJSON(this_object$`severity`, auto_unbox = TRUE, digits = NA))
        self$`severity` <- `severity_object`
      }
      if (!is.null(this_object$`line`)) {
        self$`line` <- this_object$`line`
      }
      if (!is.null(this_object$`code`)) {
        self$`code` <- this_object$`code`
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
    #' @return FileIssue in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of FileIssue
    #'
    #' @param input_json the JSON input
    #' @return the instance of FileIssue
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`severity` <- IssueSeverity$new()$fromJSON(jsonlite::toJSON(this_object$`severity`, auto_unbox = TRUE, digits = NA))
      self$`line` <- this_object$`line`
      self$`code` <- this_object$`code`
      self$`message` <- this_object$`message`
      self
    },

    #' @description
    #' Validate JSON input with respect to FileIssue and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `severity`
      if (!is.null(input_json$`severity`)) {
        stopifnot(R6::is.R6(input_json$`severity`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FileIssue: the required field `severity` is missing."))
      }
      # check the required field `line`
      if (!is.null(input_json$`line`)) {
        if (!(is.numeric(input_json$`line`) && length(input_json$`line`) == 1)) {
          stop(paste("Error! Invalid data for `line`. Must be an integer:", input_json$`line`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FileIssue: the required field `line` is missing."))
      }
      # check the required field `code`
      if (!is.null(input_json$`code`)) {
        if (!(is.character(input_json$`code`) && length(input_json$`code`) == 1)) {
          stop(paste("Error! Invalid data for `code`. Must be a string:", input_json$`code`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FileIssue: the required field `code` is missing."))
      }
      # check the required field `message`
      if (!is.null(input_json$`message`)) {
        if (!(is.character(input_json$`message`) && length(input_json$`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", input_json$`message`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FileIssue: the required field `message` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of FileIssue
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

      if (self$`line` < 1) {
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

      if (self$`line` < 1) {
        invalid_fields["line"] <- "Invalid value for `line`, must be bigger than or equal to 1."
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
# FileIssue$unlock()
#
## Below is an example to define the print function
# FileIssue$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# FileIssue$lock()

