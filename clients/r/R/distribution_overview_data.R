#' Create a new DistributionOverviewData
#'
#' @description
#' DistributionOverviewData Class
#'
#' @docType class
#' @title DistributionOverviewData
#' @description DistributionOverviewData Class
#' @format An \code{R6Class} generator object
#' @field countries Per-country statistics, most records first. list(\link{CountryStat})
#' @field heatmap  \link{DistributionOverviewDataHeatmap}
#' @field sources  list(\link{SourceStat})
#' @field totals  \link{DistributionOverviewDataTotals}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionOverviewData <- R6::R6Class(
  "DistributionOverviewData",
  public = list(
    `countries` = NULL,
    `heatmap` = NULL,
    `sources` = NULL,
    `totals` = NULL,

    #' @description
    #' Initialize a new DistributionOverviewData class.
    #'
    #' @param countries Per-country statistics, most records first.
    #' @param heatmap heatmap
    #' @param sources sources
    #' @param totals totals
    #' @param ... Other optional arguments.
    initialize = function(`countries`, `heatmap`, `sources`, `totals`, ...) {
      if (!missing(`countries`)) {
        stopifnot(is.vector(`countries`), length(`countries`) != 0)
        sapply(`countries`, function(x) stopifnot(R6::is.R6(x)))
        self$`countries` <- `countries`
      }
      if (!missing(`heatmap`)) {
        stopifnot(R6::is.R6(`heatmap`))
        self$`heatmap` <- `heatmap`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
      }
      if (!missing(`totals`)) {
        stopifnot(R6::is.R6(`totals`))
        self$`totals` <- `totals`
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
    #' @return DistributionOverviewData as a base R list.
    #' @examples
    #' # convert array of DistributionOverviewData (x) to a data frame
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
    #' Convert DistributionOverviewData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionOverviewDataObject <- list()
      if (!is.null(self$`countries`)) {
        DistributionOverviewDataObject[["countries"]] <-
          self$extractSimpleType(self$`countries`)
      }
      if (!is.null(self$`heatmap`)) {
        DistributionOverviewDataObject[["heatmap"]] <-
          self$extractSimpleType(self$`heatmap`)
      }
      if (!is.null(self$`sources`)) {
        DistributionOverviewDataObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      if (!is.null(self$`totals`)) {
        DistributionOverviewDataObject[["totals"]] <-
          self$extractSimpleType(self$`totals`)
      }
      return(DistributionOverviewDataObject)
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
    #' Deserialize JSON string into an instance of DistributionOverviewData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`countries`)) {
        self$`countries` <- ApiClient$new()$deserializeObj(this_object$`countries`, "array[CountryStat]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`heatmap`)) {
        `heatmap_object` <- DistributionOverviewDataHeatmap$new()
        `heatmap_object`$fromJSON(jsonlite::toJSON(this_object$`heatmap`, auto_unbox = TRUE, digits = NA))
        self$`heatmap` <- `heatmap_object`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[SourceStat]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`totals`)) {
        `totals_object` <- DistributionOverviewDataTotals$new()
        `totals_object`$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
        self$`totals` <- `totals_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionOverviewData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`countries` <- ApiClient$new()$deserializeObj(this_object$`countries`, "array[CountryStat]", loadNamespace("lepidoptera"))
      self$`heatmap` <- DistributionOverviewDataHeatmap$new()$fromJSON(jsonlite::toJSON(this_object$`heatmap`, auto_unbox = TRUE, digits = NA))
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[SourceStat]", loadNamespace("lepidoptera"))
      self$`totals` <- DistributionOverviewDataTotals$new()$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionOverviewData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `countries`
      if (!is.null(input_json$`countries`)) {
        stopifnot(is.vector(input_json$`countries`), length(input_json$`countries`) != 0)
        tmp <- sapply(input_json$`countries`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewData: the required field `countries` is missing."))
      }
      # check the required field `heatmap`
      if (!is.null(input_json$`heatmap`)) {
        stopifnot(R6::is.R6(input_json$`heatmap`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewData: the required field `heatmap` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewData: the required field `sources` is missing."))
      }
      # check the required field `totals`
      if (!is.null(input_json$`totals`)) {
        stopifnot(R6::is.R6(input_json$`totals`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewData: the required field `totals` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionOverviewData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        return(FALSE)
      }

      # check if the required `heatmap` is null
      if (is.null(self$`heatmap`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        return(FALSE)
      }

      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
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
      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        invalid_fields["countries"] <- "Non-nullable required field `countries` cannot be null."
      }

      # check if the required `heatmap` is null
      if (is.null(self$`heatmap`)) {
        invalid_fields["heatmap"] <- "Non-nullable required field `heatmap` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
      }

      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
        invalid_fields["totals"] <- "Non-nullable required field `totals` cannot be null."
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
# DistributionOverviewData$unlock()
#
## Below is an example to define the print function
# DistributionOverviewData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionOverviewData$lock()

