#' Create a new TranscriptomeFacets
#'
#' @description
#' Facet counts for a filter panel (present only when `include_facets=true`).
#'
#' @docType class
#' @title TranscriptomeFacets
#' @description TranscriptomeFacets Class
#' @format An \code{R6Class} generator object
#' @field platforms  list(\link{ValueCount})
#' @field conditions  list(\link{ValueCount})
#' @field sources  list(\link{ValueCount})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeFacets <- R6::R6Class(
  "TranscriptomeFacets",
  public = list(
    `platforms` = NULL,
    `conditions` = NULL,
    `sources` = NULL,

    #' @description
    #' Initialize a new TranscriptomeFacets class.
    #'
    #' @param platforms platforms
    #' @param conditions conditions
    #' @param sources sources
    #' @param ... Other optional arguments.
    initialize = function(`platforms`, `conditions`, `sources`, ...) {
      if (!missing(`platforms`)) {
        stopifnot(is.vector(`platforms`), length(`platforms`) != 0)
        sapply(`platforms`, function(x) stopifnot(R6::is.R6(x)))
        self$`platforms` <- `platforms`
      }
      if (!missing(`conditions`)) {
        stopifnot(is.vector(`conditions`), length(`conditions`) != 0)
        sapply(`conditions`, function(x) stopifnot(R6::is.R6(x)))
        self$`conditions` <- `conditions`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
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
    #' @return TranscriptomeFacets as a base R list.
    #' @examples
    #' # convert array of TranscriptomeFacets (x) to a data frame
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
    #' Convert TranscriptomeFacets to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeFacetsObject <- list()
      if (!is.null(self$`platforms`)) {
        TranscriptomeFacetsObject[["platforms"]] <-
          self$extractSimpleType(self$`platforms`)
      }
      if (!is.null(self$`conditions`)) {
        TranscriptomeFacetsObject[["conditions"]] <-
          self$extractSimpleType(self$`conditions`)
      }
      if (!is.null(self$`sources`)) {
        TranscriptomeFacetsObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      return(TranscriptomeFacetsObject)
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
    #' Deserialize JSON string into an instance of TranscriptomeFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeFacets
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`platforms`)) {
        self$`platforms` <- ApiClient$new()$deserializeObj(this_object$`platforms`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`conditions`)) {
        self$`conditions` <- ApiClient$new()$deserializeObj(this_object$`conditions`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeFacets in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeFacets
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`platforms` <- ApiClient$new()$deserializeObj(this_object$`platforms`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`conditions` <- ApiClient$new()$deserializeObj(this_object$`conditions`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeFacets and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `platforms`
      if (!is.null(input_json$`platforms`)) {
        stopifnot(is.vector(input_json$`platforms`), length(input_json$`platforms`) != 0)
        tmp <- sapply(input_json$`platforms`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeFacets: the required field `platforms` is missing."))
      }
      # check the required field `conditions`
      if (!is.null(input_json$`conditions`)) {
        stopifnot(is.vector(input_json$`conditions`), length(input_json$`conditions`) != 0)
        tmp <- sapply(input_json$`conditions`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeFacets: the required field `conditions` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeFacets: the required field `sources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeFacets
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `platforms` is null
      if (is.null(self$`platforms`)) {
        return(FALSE)
      }

      # check if the required `conditions` is null
      if (is.null(self$`conditions`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
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
      # check if the required `platforms` is null
      if (is.null(self$`platforms`)) {
        invalid_fields["platforms"] <- "Non-nullable required field `platforms` cannot be null."
      }

      # check if the required `conditions` is null
      if (is.null(self$`conditions`)) {
        invalid_fields["conditions"] <- "Non-nullable required field `conditions` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
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
# TranscriptomeFacets$unlock()
#
## Below is an example to define the print function
# TranscriptomeFacets$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeFacets$lock()

