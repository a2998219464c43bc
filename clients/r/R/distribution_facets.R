#' Create a new DistributionFacets
#'
#' @description
#' Counts over exactly the filtered set, one list per facet asked for (`facet=`); absent without `facet`. A record lacking the value (no country code, undated, no family, no taxon at `facetRank`) is counted in none.
#'
#' @docType class
#' @title DistributionFacets
#' @description DistributionFacets Class
#' @format An \code{R6Class} generator object
#' @field country Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field year Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field month Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field source Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field family Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field basisOfRecord Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @field taxonId Most records first (then by value), at most `facetLimit`; records without a value are in no entry. list(\link{DistributionFacetValue}) [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionFacets <- R6::R6Class(
  "DistributionFacets",
  public = list(
    `country` = NULL,
    `year` = NULL,
    `month` = NULL,
    `source` = NULL,
    `family` = NULL,
    `basisOfRecord` = NULL,
    `taxonId` = NULL,

    #' @description
    #' Initialize a new DistributionFacets class.
    #'
    #' @param country Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param year Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param month Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param source Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param family Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param basisOfRecord Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param taxonId Most records first (then by value), at most `facetLimit`; records without a value are in no entry.
    #' @param ... Other optional arguments.
    initialize = function(`country` = NULL, `year` = NULL, `month` = NULL, `source` = NULL, `family` = NULL, `basisOfRecord` = NULL, `taxonId` = NULL, ...) {
      if (!is.null(`country`)) {
        stopifnot(is.vector(`country`), length(`country`) != 0)
        sapply(`country`, function(x) stopifnot(R6::is.R6(x)))
        self$`country` <- `country`
      }
      if (!is.null(`year`)) {
        stopifnot(is.vector(`year`), length(`year`) != 0)
        sapply(`year`, function(x) stopifnot(R6::is.R6(x)))
        self$`year` <- `year`
      }
      if (!is.null(`month`)) {
        stopifnot(is.vector(`month`), length(`month`) != 0)
        sapply(`month`, function(x) stopifnot(R6::is.R6(x)))
        self$`month` <- `month`
      }
      if (!is.null(`source`)) {
        stopifnot(is.vector(`source`), length(`source`) != 0)
        sapply(`source`, function(x) stopifnot(R6::is.R6(x)))
        self$`source` <- `source`
      }
      if (!is.null(`family`)) {
        stopifnot(is.vector(`family`), length(`family`) != 0)
        sapply(`family`, function(x) stopifnot(R6::is.R6(x)))
        self$`family` <- `family`
      }
      if (!is.null(`basisOfRecord`)) {
        stopifnot(is.vector(`basisOfRecord`), length(`basisOfRecord`) != 0)
        sapply(`basisOfRecord`, function(x) stopifnot(R6::is.R6(x)))
        self$`basisOfRecord` <- `basisOfRecord`
      }
      if (!is.null(`taxonId`)) {
        stopifnot(is.vector(`taxonId`), length(`taxonId`) != 0)
        sapply(`taxonId`, function(x) stopifnot(R6::is.R6(x)))
        self$`taxonId` <- `taxonId`
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
    #' @return DistributionFacets as a base R list.
    #' @examples
    #' # convert array of DistributionFacets (x) to a data frame
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
    #' Convert DistributionFacets to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionFacetsObject <- list()
      if (!is.null(self$`country`)) {
        DistributionFacetsObject[["country"]] <-
          self$extractSimpleType(self$`country`)
      }
      if (!is.null(self$`year`)) {
        DistributionFacetsObject[["year"]] <-
          self$extractSimpleType(self$`year`)
      }
      if (!is.null(self$`month`)) {
        DistributionFacetsObject[["month"]] <-
          self$extractSimpleType(self$`month`)
      }
      if (!is.null(self$`source`)) {
        DistributionFacetsObject[["source"]] <-
          self$extractSimpleType(self$`source`)
      }
      if (!is.null(self$`family`)) {
        DistributionFacetsObject[["family"]] <-
          self$extractSimpleType(self$`family`)
      }
      if (!is.null(self$`basisOfRecord`)) {
        DistributionFacetsObject[["basisOfRecord"]] <-
          self$extractSimpleType(self$`basisOfRecord`)
      }
      if (!is.null(self$`taxonId`)) {
        DistributionFacetsObject[["taxonId"]] <-
          self$extractSimpleType(self$`taxonId`)
      }
      return(DistributionFacetsObject)
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
    #' Deserialize JSON string into an instance of DistributionFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionFacets
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`country`)) {
        self$`country` <- ApiClient$new()$deserializeObj(this_object$`country`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`year`)) {
        self$`year` <- ApiClient$new()$deserializeObj(this_object$`year`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`month`)) {
        self$`month` <- ApiClient$new()$deserializeObj(this_object$`month`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- ApiClient$new()$deserializeObj(this_object$`source`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- ApiClient$new()$deserializeObj(this_object$`family`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`basisOfRecord`)) {
        self$`basisOfRecord` <- ApiClient$new()$deserializeObj(this_object$`basisOfRecord`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`taxonId`)) {
        self$`taxonId` <- ApiClient$new()$deserializeObj(this_object$`taxonId`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionFacets in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionFacets
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionFacets
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`country` <- ApiClient$new()$deserializeObj(this_object$`country`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`year` <- ApiClient$new()$deserializeObj(this_object$`year`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`month` <- ApiClient$new()$deserializeObj(this_object$`month`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`source` <- ApiClient$new()$deserializeObj(this_object$`source`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`family` <- ApiClient$new()$deserializeObj(this_object$`family`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`basisOfRecord` <- ApiClient$new()$deserializeObj(this_object$`basisOfRecord`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self$`taxonId` <- ApiClient$new()$deserializeObj(this_object$`taxonId`, "array[DistributionFacetValue]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionFacets and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionFacets
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
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
# DistributionFacets$unlock()
#
## Below is an example to define the print function
# DistributionFacets$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionFacets$lock()

