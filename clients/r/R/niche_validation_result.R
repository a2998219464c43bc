#' Create a new NicheValidationResult
#'
#' @description
#' NicheValidationResult Class
#'
#' @docType class
#' @title NicheValidationResult
#' @description NicheValidationResult Class
#' @format An \code{R6Class} generator object
#' @field valid True when no issue has severity `error`. character
#' @field issues Every issue found, all at once. list(\link{ConfigIssue})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheValidationResult <- R6::R6Class(
  "NicheValidationResult",
  public = list(
    `valid` = NULL,
    `issues` = NULL,

    #' @description
    #' Initialize a new NicheValidationResult class.
    #'
    #' @param valid True when no issue has severity `error`.
    #' @param issues Every issue found, all at once.
    #' @param ... Other optional arguments.
    initialize = function(`valid`, `issues`, ...) {
      if (!missing(`valid`)) {
        if (!(is.logical(`valid`) && length(`valid`) == 1)) {
          stop(paste("Error! Invalid data for `valid`. Must be a boolean:", `valid`))
        }
        self$`valid` <- `valid`
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
    #' @return NicheValidationResult as a base R list.
    #' @examples
    #' # convert array of NicheValidationResult (x) to a data frame
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
    #' Convert NicheValidationResult to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheValidationResultObject <- list()
      if (!is.null(self$`valid`)) {
        NicheValidationResultObject[["valid"]] <-
          self$`valid`
      }
      if (!is.null(self$`issues`)) {
        NicheValidationResultObject[["issues"]] <-
          self$extractSimpleType(self$`issues`)
      }
      return(NicheValidationResultObject)
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
    #' Deserialize JSON string into an instance of NicheValidationResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheValidationResult
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`valid`)) {
        self$`valid` <- this_object$`valid`
      }
      if (!is.null(this_object$`issues`)) {
        self$`issues` <- ApiClient$new()$deserializeObj(this_object$`issues`, "array[ConfigIssue]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheValidationResult in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheValidationResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheValidationResult
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`valid` <- this_object$`valid`
      self$`issues` <- ApiClient$new()$deserializeObj(this_object$`issues`, "array[ConfigIssue]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheValidationResult and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `valid`
      if (!is.null(input_json$`valid`)) {
        if (!(is.logical(input_json$`valid`) && length(input_json$`valid`) == 1)) {
          stop(paste("Error! Invalid data for `valid`. Must be a boolean:", input_json$`valid`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheValidationResult: the required field `valid` is missing."))
      }
      # check the required field `issues`
      if (!is.null(input_json$`issues`)) {
        stopifnot(is.vector(input_json$`issues`), length(input_json$`issues`) != 0)
        tmp <- sapply(input_json$`issues`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheValidationResult: the required field `issues` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheValidationResult
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `valid` is null
      if (is.null(self$`valid`)) {
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
      # check if the required `valid` is null
      if (is.null(self$`valid`)) {
        invalid_fields["valid"] <- "Non-nullable required field `valid` cannot be null."
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
# NicheValidationResult$unlock()
#
## Below is an example to define the print function
# NicheValidationResult$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheValidationResult$lock()

