#' Create a new TranscriptomeListData
#'
#' @description
#' TranscriptomeListData Class
#'
#' @docType class
#' @title TranscriptomeListData
#' @description TranscriptomeListData Class
#' @format An \code{R6Class} generator object
#' @field items  list(\link{TranscriptomeItem})
#' @field pagination  \link{Pagination}
#' @field facets  \link{TranscriptomeFacets} [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeListData <- R6::R6Class(
  "TranscriptomeListData",
  public = list(
    `items` = NULL,
    `pagination` = NULL,
    `facets` = NULL,

    #' @description
    #' Initialize a new TranscriptomeListData class.
    #'
    #' @param items items
    #' @param pagination pagination
    #' @param facets facets
    #' @param ... Other optional arguments.
    initialize = function(`items`, `pagination`, `facets` = NULL, ...) {
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`pagination`)) {
        stopifnot(R6::is.R6(`pagination`))
        self$`pagination` <- `pagination`
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
    #' @return TranscriptomeListData as a base R list.
    #' @examples
    #' # convert array of TranscriptomeListData (x) to a data frame
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
    #' Convert TranscriptomeListData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeListDataObject <- list()
      if (!is.null(self$`items`)) {
        TranscriptomeListDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`pagination`)) {
        TranscriptomeListDataObject[["pagination"]] <-
          self$extractSimpleType(self$`pagination`)
      }
      if (!is.null(self$`facets`)) {
        TranscriptomeListDataObject[["facets"]] <-
          self$extractSimpleType(self$`facets`)
      }
      return(TranscriptomeListDataObject)
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
    #' Deserialize JSON string into an instance of TranscriptomeListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeListData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TranscriptomeItem]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`pagination`)) {
        `pagination_object` <- Pagination$new()
        `pagination_object`$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
        self$`pagination` <- `pagination_object`
      }
      if (!is.null(this_object$`facets`)) {
        `facets_object` <- TranscriptomeFacets$new()
        `facets_object`$fromJSON(jsonlite::toJSON(this_object$`facets`, auto_unbox = TRUE, digits = NA))
        self$`facets` <- `facets_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeListData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeListData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeListData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[TranscriptomeItem]", loadNamespace("lepidoptera"))
      self$`pagination` <- Pagination$new()$fromJSON(jsonlite::toJSON(this_object$`pagination`, auto_unbox = TRUE, digits = NA))
      self$`facets` <- TranscriptomeFacets$new()$fromJSON(jsonlite::toJSON(this_object$`facets`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeListData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeListData: the required field `items` is missing."))
      }
      # check the required field `pagination`
      if (!is.null(input_json$`pagination`)) {
        stopifnot(R6::is.R6(input_json$`pagination`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeListData: the required field `pagination` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeListData
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
# TranscriptomeListData$unlock()
#
## Below is an example to define the print function
# TranscriptomeListData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeListData$lock()

