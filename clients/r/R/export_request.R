#' Create a new ExportRequest
#'
#' @description
#' ExportRequest Class
#'
#' @docType class
#' @title ExportRequest
#' @description ExportRequest Class
#' @format An \code{R6Class} generator object
#' @field dataset  \link{ExportDataset}
#' @field filters The list's filters by name, as its query parameters take them (a repeatable one as an array, a range as `\"from,to\"` or `{min, max}`); absent or empty exports every record. named list(\link{AnyType}) [optional]
#' @field format  \link{ExportFormat}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ExportRequest <- R6::R6Class(
  "ExportRequest",
  public = list(
    `dataset` = NULL,
    `filters` = NULL,
    `format` = NULL,

    #' @description
    #' Initialize a new ExportRequest class.
    #'
    #' @param dataset dataset
    #' @param format format
    #' @param filters The list's filters by name, as its query parameters take them (a repeatable one as an array, a range as `\"from,to\"` or `{min, max}`); absent or empty exports every record.
    #' @param ... Other optional arguments.
    initialize = function(`dataset`, `format`, `filters` = NULL, ...) {
      if (!missing(`dataset`)) {
        if (!(`dataset` %in% c())) {
          stop(paste("Error! \"", `dataset`, "\" cannot be assigned to `dataset`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`dataset`))
        self$`dataset` <- `dataset`
      }
      if (!missing(`format`)) {
        if (!(`format` %in% c())) {
          stop(paste("Error! \"", `format`, "\" cannot be assigned to `format`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`format`))
        self$`format` <- `format`
      }
      if (!is.null(`filters`)) {
        stopifnot(is.vector(`filters`), length(`filters`) != 0)
        sapply(`filters`, function(x) stopifnot(R6::is.R6(x)))
        self$`filters` <- `filters`
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
    #' @return ExportRequest as a base R list.
    #' @examples
    #' # convert array of ExportRequest (x) to a data frame
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
    #' Convert ExportRequest to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ExportRequestObject <- list()
      if (!is.null(self$`dataset`)) {
        ExportRequestObject[["dataset"]] <-
          self$extractSimpleType(self$`dataset`)
      }
      if (!is.null(self$`filters`)) {
        ExportRequestObject[["filters"]] <-
          self$extractSimpleType(self$`filters`)
      }
      if (!is.null(self$`format`)) {
        ExportRequestObject[["format"]] <-
          self$extractSimpleType(self$`format`)
      }
      return(ExportRequestObject)
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
    #' Deserialize JSON string into an instance of ExportRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportRequest
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`dataset`)) {
        `dataset_object` <- ExportDataset$new()
        `dataset_object`$fromJSON(jsonlite::toJSON(this_object$`dataset`, auto_unbox = TRUE, digits = NA))
        self$`dataset` <- `dataset_object`
      }
      if (!is.null(this_object$`filters`)) {
        self$`filters` <- ApiClient$new()$deserializeObj(this_object$`filters`, "map(AnyType)", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`format`)) {
        `format_object` <- ExportFormat$new()
        `format_object`$fromJSON(jsonlite::toJSON(this_object$`format`, auto_unbox = TRUE, digits = NA))
        self$`format` <- `format_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ExportRequest in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportRequest
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportRequest
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`dataset` <- ExportDataset$new()$fromJSON(jsonlite::toJSON(this_object$`dataset`, auto_unbox = TRUE, digits = NA))
      self$`filters` <- ApiClient$new()$deserializeObj(this_object$`filters`, "map(AnyType)", loadNamespace("lepidoptera"))
      self$`format` <- ExportFormat$new()$fromJSON(jsonlite::toJSON(this_object$`format`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to ExportRequest and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `dataset`
      if (!is.null(input_json$`dataset`)) {
        stopifnot(R6::is.R6(input_json$`dataset`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportRequest: the required field `dataset` is missing."))
      }
      # check the required field `format`
      if (!is.null(input_json$`format`)) {
        stopifnot(R6::is.R6(input_json$`format`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportRequest: the required field `format` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ExportRequest
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `dataset` is null
      if (is.null(self$`dataset`)) {
        return(FALSE)
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
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
      # check if the required `dataset` is null
      if (is.null(self$`dataset`)) {
        invalid_fields["dataset"] <- "Non-nullable required field `dataset` cannot be null."
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
        invalid_fields["format"] <- "Non-nullable required field `format` cannot be null."
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
# ExportRequest$unlock()
#
## Below is an example to define the print function
# ExportRequest$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ExportRequest$lock()

