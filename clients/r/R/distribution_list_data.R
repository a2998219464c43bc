#' Create a new DistributionListData
#'
#' @description
#' DistributionListData Class
#'
#' @docType class
#' @title DistributionListData
#' @description DistributionListData Class
#' @format An \code{R6Class} generator object
#' @field items  list(\link{DistributionRecord})
#' @field pagination  \link{Pagination}
#' @field query  \link{DistributionQueryEcho}
#' @field facets  \link{DistributionFacets} [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionListData <- R6::R6Class(
  "DistributionListData",
  public = list(
    `items` = NULL,
    `pagination` = NULL,
    `query` = NULL,
    `facets` = NULL,

    #' @description
    #' Initialize a new DistributionListData class.
    #'
    #' @param items items
    #' @param pagination pagination
    #' @param query query
    #' @param facets facets
    #' @param ... Other optional arguments.
    initialize = function(`items`, `pagination`, `query`, `facets` = NULL, ...) {
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`pagination`)) {
        stopifnot(R6::is.R6(`pagination`))
        self$`pagination` <- `pagination`
      }
      if (!missing(`query`)) {
        stopifnot(R6::is.R6(`query`))
        self$`query` <- `query`
      }
      if (!is.null(`facets`)) {
        stopifnot(R6::is.R6(`facets`))
        self$`facets` <- `facets`
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
    #' @return DistributionListData as a base R list.
    #' @examples
    #' # convert array of DistributionListData (x) to a data frame
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
    #' Convert DistributionListData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionListDataObject <- list()
      if (!is.null(self$`items`)) {
        DistributionListDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`pagination`)) {
        DistributionListDataObject[["pagination"]] <-
          self$extractSimpleType(self$`pagination`)
      }
      if (!is.null(self$`query`)) {
        DistributionListDataObject[["query"]] <-
          self$extractSimpleType(self$`query`)
      }
      if (!is.null(self$`facets`)) {
        DistributionListDataObject[["facets"]] <-
          self$extractSimpleType(self$`facets`)
      }
      return(DistributionListDataObject)
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
    #' Deserialize JSON string into an instance of DistributionListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionListData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[DistributionRecord]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`pagination`)) {
        `pagination_object` <- Pagination$new()
        `pagination_object`$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
        self$`pagination` <- `pagination_object`
      }
      if (!is.null(this_object$`query`)) {
        `query_object` <- DistributionQueryEcho$new()
        `query_object`$fromJSON(jsonlite::toJSON(this_object$`query`, auto_unbox = TRUE, digits = NA))
        self$`query` <- `query_object`
      }
      if (!is.null(this_object$`facets`)) {
        `facets_object` <- DistributionFacets$new()
        `facets_object`$fromJSON(jsonlite::toJSON(this_object$`facets`, auto_unbox = TRUE, digits = NA))
        self$`facets` <- `facets_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionListData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionListData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[DistributionRecord]", loadNamespace("lepidoptera"))
      self$`pagination` <- Pagination$new()$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
      self$`query` <- DistributionQueryEcho$new()$fromJSON(jsonlite::toJSON(this_object$`query`, auto_unbox = TRUE, digits = NA))
      self$`facets` <- DistributionFacets$new()$fromJSON(jsonlite::toJSON(this_object$`facets`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionListData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionListData: the required field `items` is missing."))
      }
      # check the required field `pagination`
      if (!is.null(input_json$`pagination`)) {
        stopifnot(R6::is.R6(input_json$`pagination`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionListData: the required field `pagination` is missing."))
      }
      # check the required field `query`
      if (!is.null(input_json$`query`)) {
        stopifnot(R6::is.R6(input_json$`query`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionListData: the required field `query` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionListData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        return(FALSE)
      }

      # check if the required `pagination` is null
      if (is.null(self$`pagination`)) {
        return(FALSE)
      }

      # check if the required `query` is null
      if (is.null(self$`query`)) {
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
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
      }

      # check if the required `pagination` is null
      if (is.null(self$`pagination`)) {
        invalid_fields["pagination"] <- "Non-nullable required field `pagination` cannot be null."
      }

      # check if the required `query` is null
      if (is.null(self$`query`)) {
        invalid_fields["query"] <- "Non-nullable required field `query` cannot be null."
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
# DistributionListData$unlock()
#
## Below is an example to define the print function
# DistributionListData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionListData$lock()

