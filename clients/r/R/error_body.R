#' Create a new ErrorBody
#'
#' @description
#' ErrorBody Class
#'
#' @docType class
#' @title ErrorBody
#' @description ErrorBody Class
#' @format An \code{R6Class} generator object
#' @field code Upper-case machine-readable error code (see the error table in the API description). character
#' @field message Human-readable explanation. character
#' @field details Optional field-specific problems, keyed by the name of the field or parameter concerned (for example `{\"pageSize\": \"must be <= 100\"}`); some codes carry structured details (`issues`, `missing`, `subsystems`, `status`, `retryAfterSeconds`), described with each response. named list(\link{AnyType}) [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ErrorBody <- R6::R6Class(
  "ErrorBody",
  public = list(
    `code` = NULL,
    `message` = NULL,
    `details` = NULL,

    #' @description
    #' Initialize a new ErrorBody class.
    #'
    #' @param code Upper-case machine-readable error code (see the error table in the API description).
    #' @param message Human-readable explanation.
    #' @param details Optional field-specific problems, keyed by the name of the field or parameter concerned (for example `{\"pageSize\": \"must be <= 100\"}`); some codes carry structured details (`issues`, `missing`, `subsystems`, `status`, `retryAfterSeconds`), described with each response.
    #' @param ... Other optional arguments.
    initialize = function(`code`, `message`, `details` = NULL, ...) {
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
      if (!is.null(`details`)) {
        stopifnot(is.vector(`details`), length(`details`) != 0)
        sapply(`details`, function(x) stopifnot(R6::is.R6(x)))
        self$`details` <- `details`
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
    #' @return ErrorBody as a base R list.
    #' @examples
    #' # convert array of ErrorBody (x) to a data frame
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
    #' Convert ErrorBody to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ErrorBodyObject <- list()
      if (!is.null(self$`code`)) {
        ErrorBodyObject[["code"]] <-
          self$`code`
      }
      if (!is.null(self$`message`)) {
        ErrorBodyObject[["message"]] <-
          self$`message`
      }
      if (!is.null(self$`details`)) {
        ErrorBodyObject[["details"]] <-
          self$extractSimpleType(self$`details`)
      }
      return(ErrorBodyObject)
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
    #' Deserialize JSON string into an instance of ErrorBody
    #'
    #' @param input_json the JSON input
    #' @return the instance of ErrorBody
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`code`)) {
        self$`code` <- this_object$`code`
      }
      if (!is.null(this_object$`message`)) {
        self$`message` <- this_object$`message`
      }
      if (!is.null(this_object$`details`)) {
        self$`details` <- ApiClient$new()$deserializeObj(this_object$`details`, "map(AnyType)", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ErrorBody in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ErrorBody
    #'
    #' @param input_json the JSON input
    #' @return the instance of ErrorBody
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`code` <- this_object$`code`
      self$`message` <- this_object$`message`
      self$`details` <- ApiClient$new()$deserializeObj(this_object$`details`, "map(AnyType)", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ErrorBody and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `code`
      if (!is.null(input_json$`code`)) {
        if (!(is.character(input_json$`code`) && length(input_json$`code`) == 1)) {
          stop(paste("Error! Invalid data for `code`. Must be a string:", input_json$`code`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ErrorBody: the required field `code` is missing."))
      }
      # check the required field `message`
      if (!is.null(input_json$`message`)) {
        if (!(is.character(input_json$`message`) && length(input_json$`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", input_json$`message`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ErrorBody: the required field `message` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ErrorBody
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `code` is null
      if (is.null(self$`code`)) {
        return(FALSE)
      }

      if (!str_detect(self$`code`, "^[A-Z][A-Z0-9_]*$")) {
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
      # check if the required `code` is null
      if (is.null(self$`code`)) {
        invalid_fields["code"] <- "Non-nullable required field `code` cannot be null."
      }

      if (!str_detect(self$`code`, "^[A-Z][A-Z0-9_]*$")) {
        invalid_fields["code"] <- "Invalid value for `code`, must conform to the pattern ^[A-Z][A-Z0-9_]*$."
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
# ErrorBody$unlock()
#
## Below is an example to define the print function
# ErrorBody$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ErrorBody$lock()

