#' Create a new GenomeFacets
#'
#' @description
#' Counts for the current filter (GBIF-style facets).
#'
#' @docType class
#' @title GenomeFacets
#' @description GenomeFacets Class
#' @format An \code{R6Class} generator object
#' @field families  list(\link{ValueCount})
#' @field subfamilies  list(\link{ValueCount})
#' @field sources  list(\link{ValueCount})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeFacets <- R6::R6Class(
  "GenomeFacets",
  public = list(
    `families` = NULL,
    `subfamilies` = NULL,
    `sources` = NULL,

    #' @description
    #' Initialize a new GenomeFacets class.
    #'
    #' @param families families
    #' @param subfamilies subfamilies
    #' @param sources sources
    #' @param ... Other optional arguments.
    initialize = function(`families`, `subfamilies`, `sources`, ...) {
      if (!missing(`families`)) {
        stopifnot(is.vector(`families`), length(`families`) != 0)
        sapply(`families`, function(x) stopifnot(R6::is.R6(x)))
        self$`families` <- `families`
      }
      if (!missing(`subfamilies`)) {
        stopifnot(is.vector(`subfamilies`), length(`subfamilies`) != 0)
        sapply(`subfamilies`, function(x) stopifnot(R6::is.R6(x)))
        self$`subfamilies` <- `subfamilies`
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
    #' @return GenomeFacets as a base R list.
    #' @examples
    #' # convert array of GenomeFacets (x) to a data frame
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
    #' Convert GenomeFacets to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeFacetsObject <- list()
      if (!is.null(self$`families`)) {
        GenomeFacetsObject[["families"]] <-
          self$extractSimpleType(self$`families`)
      }
      if (!is.null(self$`subfamilies`)) {
        GenomeFacetsObject[["subfamilies"]] <-
          self$extractSimpleType(self$`subfamilies`)
      }
      if (!is.null(self$`sources`)) {
        GenomeFacetsObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      return(GenomeFacetsObject)
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
    #' Deserialize JSON string into an instance of GenomeFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeFacets
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`families`)) {
        self$`families` <- ApiClient$new()$deserializeObj(this_object$`families`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`subfamilies`)) {
        self$`subfamilies` <- ApiClient$new()$deserializeObj(this_object$`subfamilies`, "array[ValueCount]", loadNamespace("lepidoptera"))
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
    #' @return GenomeFacets in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeFacets
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`families` <- ApiClient$new()$deserializeObj(this_object$`families`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`subfamilies` <- ApiClient$new()$deserializeObj(this_object$`subfamilies`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeFacets and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `families`
      if (!is.null(input_json$`families`)) {
        stopifnot(is.vector(input_json$`families`), length(input_json$`families`) != 0)
        tmp <- sapply(input_json$`families`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeFacets: the required field `families` is missing."))
      }
      # check the required field `subfamilies`
      if (!is.null(input_json$`subfamilies`)) {
        stopifnot(is.vector(input_json$`subfamilies`), length(input_json$`subfamilies`) != 0)
        tmp <- sapply(input_json$`subfamilies`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeFacets: the required field `subfamilies` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeFacets: the required field `sources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeFacets
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `families` is null
      if (is.null(self$`families`)) {
        return(FALSE)
      }

      # check if the required `subfamilies` is null
      if (is.null(self$`subfamilies`)) {
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
      # check if the required `families` is null
      if (is.null(self$`families`)) {
        invalid_fields["families"] <- "Non-nullable required field `families` cannot be null."
      }

      # check if the required `subfamilies` is null
      if (is.null(self$`subfamilies`)) {
        invalid_fields["subfamilies"] <- "Non-nullable required field `subfamilies` cannot be null."
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
# GenomeFacets$unlock()
#
## Below is an example to define the print function
# GenomeFacets$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeFacets$lock()

