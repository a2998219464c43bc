#' Create a new TaxonomySearchData
#'
#' @description
#' TaxonomySearchData Class
#'
#' @docType class
#' @title TaxonomySearchData
#' @description TaxonomySearchData Class
#' @format An \code{R6Class} generator object
#' @field query The query as received. character
#' @field items Matches ranked exact, then prefix, then fuzzy; at most `limit`. list(\link{TaxonomySearchItem})
#' @field total Number of matching taxa before `limit` was applied (may exceed the number of items). integer [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomySearchData <- R6::R6Class(
  "TaxonomySearchData",
  public = list(
    `query` = NULL,
    `items` = NULL,
    `total` = NULL,

    #' @description
    #' Initialize a new TaxonomySearchData class.
    #'
    #' @param query The query as received.
    #' @param items Matches ranked exact, then prefix, then fuzzy; at most `limit`.
    #' @param total Number of matching taxa before `limit` was applied (may exceed the number of items).
    #' @param ... Other optional arguments.
    initialize = function(`query`, `items`, `total` = NULL, ...) {
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
      if (!is.null(`total`)) {
        if (!(is.numeric(`total`) && length(`total`) == 1)) {
          stop(paste("Error! Invalid data for `total`. Must be an integer:", `total`))
        }
        self$`total` <- `total`
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
    #' @return TaxonomySearchData as a base R list.
    #' @examples
    #' # convert array of TaxonomySearchData (x) to a data frame
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
    #' Convert TaxonomySearchData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomySearchDataObject <- list()
      if (!is.null(self$`query`)) {
        TaxonomySearchDataObject[["query"]] <-
          self$`query`
      }
      if (!is.null(self$`items`)) {
        TaxonomySearchDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`total`)) {
        TaxonomySearchDataObject[["total"]] <-
          self$`total`
      }
      return(TaxonomySearchDataObject)
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
    #' Deserialize JSON string into an instance of TaxonomySearchData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomySearchData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`query`)) {
        self$`query` <- this_object$`query`
      }
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TaxonomySearchItem]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`total`)) {
        self$`total` <- this_object$`total`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomySearchData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomySearchData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomySearchData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`query` <- this_object$`query`
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TaxonomySearchItem]", loadNamespace("lepidoptera"))
      self$`total` <- this_object$`total`
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomySearchData and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchData: the required field `query` is missing."))
      }
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomySearchData: the required field `items` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomySearchData
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

      if (length(self$`items`) > 100) {
        return(FALSE)
      }

      if (self$`total` < 0) {
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

      if (length(self$`items`) > 100) {
        invalid_fields["items"] <- "Invalid length for `items`, number of items must be less than or equal to 100."
      }

      if (self$`total` < 0) {
        invalid_fields["total"] <- "Invalid value for `total`, must be bigger than or equal to 0."
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
# TaxonomySearchData$unlock()
#
## Below is an example to define the print function
# TaxonomySearchData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomySearchData$lock()

