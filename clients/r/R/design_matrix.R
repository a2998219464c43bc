#' Create a new DesignMatrix
#'
#' @description
#' Experimental design in long form: one row per condition (a distinct combination of the factors) with the number of samples (BioSamples) and runs. At most 500 rows, most samples first.
#'
#' @docType class
#' @title DesignMatrix
#' @description DesignMatrix Class
#' @format An \code{R6Class} generator object
#' @field factors Sample attributes that define a condition. list(character)
#' @field rows  list(\link{DesignMatrixRow})
#' @field truncated Whether rows were cut to the bound. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DesignMatrix <- R6::R6Class(
  "DesignMatrix",
  public = list(
    `factors` = NULL,
    `rows` = NULL,
    `truncated` = NULL,

    #' @description
    #' Initialize a new DesignMatrix class.
    #'
    #' @param factors Sample attributes that define a condition.
    #' @param rows rows
    #' @param truncated Whether rows were cut to the bound.
    #' @param ... Other optional arguments.
    initialize = function(`factors`, `rows`, `truncated`, ...) {
      if (!missing(`factors`)) {
        stopifnot(is.vector(`factors`), length(`factors`) != 0)
        sapply(`factors`, function(x) stopifnot(is.character(x)))
        self$`factors` <- `factors`
      }
      if (!missing(`rows`)) {
        stopifnot(is.vector(`rows`), length(`rows`) != 0)
        sapply(`rows`, function(x) stopifnot(R6::is.R6(x)))
        self$`rows` <- `rows`
      }
      if (!missing(`truncated`)) {
        if (!(is.logical(`truncated`) && length(`truncated`) == 1)) {
          stop(paste("Error! Invalid data for `truncated`. Must be a boolean:", `truncated`))
        }
        self$`truncated` <- `truncated`
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
    #' @return DesignMatrix as a base R list.
    #' @examples
    #' # convert array of DesignMatrix (x) to a data frame
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
    #' Convert DesignMatrix to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DesignMatrixObject <- list()
      if (!is.null(self$`factors`)) {
        DesignMatrixObject[["factors"]] <-
          self$`factors`
      }
      if (!is.null(self$`rows`)) {
        DesignMatrixObject[["rows"]] <-
          self$extractSimpleType(self$`rows`)
      }
      if (!is.null(self$`truncated`)) {
        DesignMatrixObject[["truncated"]] <-
          self$`truncated`
      }
      return(DesignMatrixObject)
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
    #' Deserialize JSON string into an instance of DesignMatrix
    #'
    #' @param input_json the JSON input
    #' @return the instance of DesignMatrix
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`factors`)) {
        self$`factors` <- ApiClient$new()$deserializeObj(this_object$`factors`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`rows`)) {
        self$`rows` <- ApiClient$new()$deserializeObj(this_object$`rows`, "array[DesignMatrixRow]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`truncated`)) {
        self$`truncated` <- this_object$`truncated`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DesignMatrix in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DesignMatrix
    #'
    #' @param input_json the JSON input
    #' @return the instance of DesignMatrix
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`factors` <- ApiClient$new()$deserializeObj(this_object$`factors`, "array[character]", loadNamespace("lepidoptera"))
      self$`rows` <- ApiClient$new()$deserializeObj(this_object$`rows`, "array[DesignMatrixRow]", loadNamespace("lepidoptera"))
      self$`truncated` <- this_object$`truncated`
      self
    },

    #' @description
    #' Validate JSON input with respect to DesignMatrix and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `factors`
      if (!is.null(input_json$`factors`)) {
        stopifnot(is.vector(input_json$`factors`), length(input_json$`factors`) != 0)
        tmp <- sapply(input_json$`factors`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrix: the required field `factors` is missing."))
      }
      # check the required field `rows`
      if (!is.null(input_json$`rows`)) {
        stopifnot(is.vector(input_json$`rows`), length(input_json$`rows`) != 0)
        tmp <- sapply(input_json$`rows`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrix: the required field `rows` is missing."))
      }
      # check the required field `truncated`
      if (!is.null(input_json$`truncated`)) {
        if (!(is.logical(input_json$`truncated`) && length(input_json$`truncated`) == 1)) {
          stop(paste("Error! Invalid data for `truncated`. Must be a boolean:", input_json$`truncated`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DesignMatrix: the required field `truncated` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DesignMatrix
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `factors` is null
      if (is.null(self$`factors`)) {
        return(FALSE)
      }

      # check if the required `rows` is null
      if (is.null(self$`rows`)) {
        return(FALSE)
      }

      if (length(self$`rows`) > 500) {
        return(FALSE)
      }

      # check if the required `truncated` is null
      if (is.null(self$`truncated`)) {
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
      # check if the required `factors` is null
      if (is.null(self$`factors`)) {
        invalid_fields["factors"] <- "Non-nullable required field `factors` cannot be null."
      }

      # check if the required `rows` is null
      if (is.null(self$`rows`)) {
        invalid_fields["rows"] <- "Non-nullable required field `rows` cannot be null."
      }

      if (length(self$`rows`) > 500) {
        invalid_fields["rows"] <- "Invalid length for `rows`, number of items must be less than or equal to 500."
      }

      # check if the required `truncated` is null
      if (is.null(self$`truncated`)) {
        invalid_fields["truncated"] <- "Non-nullable required field `truncated` cannot be null."
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
# DesignMatrix$unlock()
#
## Below is an example to define the print function
# DesignMatrix$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DesignMatrix$lock()

