#' Create a new TranscriptomeInsightsDataExpressionMatrix
#'
#' @description
#' Expression values (genes × samples). Always null at present: the shipped data carries no expression values. The shape is fixed for a future data release.
#'
#' @docType class
#' @title TranscriptomeInsightsDataExpressionMatrix
#' @description TranscriptomeInsightsDataExpressionMatrix Class
#' @format An \code{R6Class} generator object
#' @field unit  character
#' @field genes  list(character)
#' @field samples  list(character)
#' @field values One row per gene, one value per sample. list(list(numeric))
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeInsightsDataExpressionMatrix <- R6::R6Class(
  "TranscriptomeInsightsDataExpressionMatrix",
  public = list(
    `unit` = NULL,
    `genes` = NULL,
    `samples` = NULL,
    `values` = NULL,

    #' @description
    #' Initialize a new TranscriptomeInsightsDataExpressionMatrix class.
    #'
    #' @param unit unit
    #' @param genes genes
    #' @param samples samples
    #' @param values One row per gene, one value per sample.
    #' @param ... Other optional arguments.
    initialize = function(`unit`, `genes`, `samples`, `values`, ...) {
      if (!missing(`unit`)) {
        if (!(is.character(`unit`) && length(`unit`) == 1)) {
          stop(paste("Error! Invalid data for `unit`. Must be a string:", `unit`))
        }
        self$`unit` <- `unit`
      }
      if (!missing(`genes`)) {
        stopifnot(is.vector(`genes`), length(`genes`) != 0)
        sapply(`genes`, function(x) stopifnot(is.character(x)))
        self$`genes` <- `genes`
      }
      if (!missing(`samples`)) {
        stopifnot(is.vector(`samples`), length(`samples`) != 0)
        sapply(`samples`, function(x) stopifnot(is.character(x)))
        self$`samples` <- `samples`
      }
      if (!missing(`values`)) {
        stopifnot(is.vector(`values`), length(`values`) != 0)
        sapply(`values`, function(x) stopifnot(R6::is.R6(x)))
        self$`values` <- `values`
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
    #' @return TranscriptomeInsightsDataExpressionMatrix as a base R list.
    #' @examples
    #' # convert array of TranscriptomeInsightsDataExpressionMatrix (x) to a data frame
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
    #' Convert TranscriptomeInsightsDataExpressionMatrix to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeInsightsDataExpressionMatrixObject <- list()
      if (!is.null(self$`unit`)) {
        TranscriptomeInsightsDataExpressionMatrixObject[["unit"]] <-
          self$`unit`
      }
      if (!is.null(self$`genes`)) {
        TranscriptomeInsightsDataExpressionMatrixObject[["genes"]] <-
          self$`genes`
      }
      if (!is.null(self$`samples`)) {
        TranscriptomeInsightsDataExpressionMatrixObject[["samples"]] <-
          self$`samples`
      }
      if (!is.null(self$`values`)) {
        TranscriptomeInsightsDataExpressionMatrixObject[["values"]] <-
          self$extractSimpleType(self$`values`)
      }
      return(TranscriptomeInsightsDataExpressionMatrixObject)
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
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataExpressionMatrix
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataExpressionMatrix
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`unit`)) {
        self$`unit` <- this_object$`unit`
      }
      if (!is.null(this_object$`genes`)) {
        self$`genes` <- ApiClient$new()$deserializeObj(this_object$`genes`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`samples`)) {
        self$`samples` <- ApiClient$new()$deserializeObj(this_object$`samples`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`values`)) {
        self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[array[numeric]]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeInsightsDataExpressionMatrix in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataExpressionMatrix
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataExpressionMatrix
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`unit` <- this_object$`unit`
      self$`genes` <- ApiClient$new()$deserializeObj(this_object$`genes`, "array[character]", loadNamespace("lepidoptera"))
      self$`samples` <- ApiClient$new()$deserializeObj(this_object$`samples`, "array[character]", loadNamespace("lepidoptera"))
      self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[array[numeric]]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeInsightsDataExpressionMatrix and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `unit`
      if (!is.null(input_json$`unit`)) {
        if (!(is.character(input_json$`unit`) && length(input_json$`unit`) == 1)) {
          stop(paste("Error! Invalid data for `unit`. Must be a string:", input_json$`unit`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataExpressionMatrix: the required field `unit` is missing."))
      }
      # check the required field `genes`
      if (!is.null(input_json$`genes`)) {
        stopifnot(is.vector(input_json$`genes`), length(input_json$`genes`) != 0)
        tmp <- sapply(input_json$`genes`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataExpressionMatrix: the required field `genes` is missing."))
      }
      # check the required field `samples`
      if (!is.null(input_json$`samples`)) {
        stopifnot(is.vector(input_json$`samples`), length(input_json$`samples`) != 0)
        tmp <- sapply(input_json$`samples`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataExpressionMatrix: the required field `samples` is missing."))
      }
      # check the required field `values`
      if (!is.null(input_json$`values`)) {
        stopifnot(is.vector(input_json$`values`), length(input_json$`values`) != 0)
        tmp <- sapply(input_json$`values`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataExpressionMatrix: the required field `values` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeInsightsDataExpressionMatrix
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `unit` is null
      if (is.null(self$`unit`)) {
        return(FALSE)
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        return(FALSE)
      }

      if (length(self$`genes`) > 1000) {
        return(FALSE)
      }

      # check if the required `samples` is null
      if (is.null(self$`samples`)) {
        return(FALSE)
      }

      if (length(self$`samples`) > 500) {
        return(FALSE)
      }

      # check if the required `values` is null
      if (is.null(self$`values`)) {
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
      # check if the required `unit` is null
      if (is.null(self$`unit`)) {
        invalid_fields["unit"] <- "Non-nullable required field `unit` cannot be null."
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        invalid_fields["genes"] <- "Non-nullable required field `genes` cannot be null."
      }

      if (length(self$`genes`) > 1000) {
        invalid_fields["genes"] <- "Invalid length for `genes`, number of items must be less than or equal to 1000."
      }

      # check if the required `samples` is null
      if (is.null(self$`samples`)) {
        invalid_fields["samples"] <- "Non-nullable required field `samples` cannot be null."
      }

      if (length(self$`samples`) > 500) {
        invalid_fields["samples"] <- "Invalid length for `samples`, number of items must be less than or equal to 500."
      }

      # check if the required `values` is null
      if (is.null(self$`values`)) {
        invalid_fields["values"] <- "Non-nullable required field `values` cannot be null."
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
# TranscriptomeInsightsDataExpressionMatrix$unlock()
#
## Below is an example to define the print function
# TranscriptomeInsightsDataExpressionMatrix$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeInsightsDataExpressionMatrix$lock()

