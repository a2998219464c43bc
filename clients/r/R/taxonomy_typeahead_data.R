#' Create a new TaxonomyTypeaheadData
#'
#' @description
#' TaxonomyTypeaheadData Class
#'
#' @docType class
#' @title TaxonomyTypeaheadData
#' @description TaxonomyTypeaheadData Class
#' @format An \code{R6Class} generator object
#' @field query  character
#' @field items Prefix matches, exact first, then by rank and amount of data; at most `limit`. list(\link{TypeaheadItem})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomyTypeaheadData <- R6::R6Class(
  "TaxonomyTypeaheadData",
  public = list(
    `query` = NULL,
    `items` = NULL,

    #' @description
    #' Initialize a new TaxonomyTypeaheadData class.
    #'
    #' @param query query
    #' @param items Prefix matches, exact first, then by rank and amount of data; at most `limit`.
    #' @param ... Other optional arguments.
    initialize = function(`query`, `items`, ...) {
      if (!missing(`query`)) {
        if (!(is.character(`query`) && length(`query`) == 1)) {
          stop(paste("Error! Invalid data for `query`. Must be a string:", `query`))
        }
        self$`query` <- `query`
      }
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
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
    #' @return TaxonomyTypeaheadData as a base R list.
    #' @examples
    #' # convert array of TaxonomyTypeaheadData (x) to a data frame
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
    #' Convert TaxonomyTypeaheadData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomyTypeaheadDataObject <- list()
      if (!is.null(self$`query`)) {
        TaxonomyTypeaheadDataObject[["query"]] <-
          self$`query`
      }
      if (!is.null(self$`items`)) {
        TaxonomyTypeaheadDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      return(TaxonomyTypeaheadDataObject)
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
    #' Deserialize JSON string into an instance of TaxonomyTypeaheadData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyTypeaheadData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`query`)) {
        self$`query` <- this_object$`query`
      }
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TypeaheadItem]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomyTypeaheadData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyTypeaheadData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyTypeaheadData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`query` <- this_object$`query`
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TypeaheadItem]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomyTypeaheadData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `query`
      if (!is.null(input_json$`query`)) {
        if (!(is.character(input_json$`query`) && length(input_json$`query`) == 1)) {
          stop(paste("Error! Invalid data for `query`. Must be a string:", input_json$`query`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTypeaheadData: the required field `query` is missing."))
      }
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyTypeaheadData: the required field `items` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomyTypeaheadData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `query` is null
      if (is.null(self$`query`)) {
        return(FALSE)
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
        return(FALSE)
      }

      if (length(self$`items`) > 20) {
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
      # check if the required `query` is null
      if (is.null(self$`query`)) {
        invalid_fields["query"] <- "Non-nullable required field `query` cannot be null."
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
      }

      if (length(self$`items`) > 20) {
        invalid_fields["items"] <- "Invalid length for `items`, number of items must be less than or equal to 20."
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
# TaxonomyTypeaheadData$unlock()
#
## Below is an example to define the print function
# TaxonomyTypeaheadData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomyTypeaheadData$lock()

