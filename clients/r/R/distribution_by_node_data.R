#' Create a new DistributionByNodeData
#'
#' @description
#' Records of a taxonomy node and its descendants, aggregated.
#'
#' @docType class
#' @title DistributionByNodeData
#' @description DistributionByNodeData Class
#' @format An \code{R6Class} generator object
#' @field node  \link{TaxonRef}
#' @field totals  \link{DistributionByNodeDataTotals}
#' @field countries  list(\link{CountryStat})
#' @field sources  list(\link{SourceStat})
#' @field bbox `[minLon, minLat, maxLon, maxLat]` in WGS84 degrees; null when no record has coordinates. list(numeric)
#' @field yearRange  \link{DistributionByNodeDataYearRange}
#' @field points Distinct coordinates (rounded) with their record counts; at most 5000. list(\link{DistributionByNodeDataPointsInner})
#' @field truncated Whether `points` was cut to its bound. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionByNodeData <- R6::R6Class(
  "DistributionByNodeData",
  public = list(
    `node` = NULL,
    `totals` = NULL,
    `countries` = NULL,
    `sources` = NULL,
    `bbox` = NULL,
    `yearRange` = NULL,
    `points` = NULL,
    `truncated` = NULL,

    #' @description
    #' Initialize a new DistributionByNodeData class.
    #'
    #' @param node node
    #' @param totals totals
    #' @param countries countries
    #' @param sources sources
    #' @param bbox `[minLon, minLat, maxLon, maxLat]` in WGS84 degrees; null when no record has coordinates.
    #' @param yearRange yearRange
    #' @param points Distinct coordinates (rounded) with their record counts; at most 5000.
    #' @param truncated Whether `points` was cut to its bound.
    #' @param ... Other optional arguments.
    initialize = function(`node`, `totals`, `countries`, `sources`, `bbox`, `yearRange`, `points`, `truncated`, ...) {
      if (!missing(`node`)) {
        stopifnot(R6::is.R6(`node`))
        self$`node` <- `node`
      }
      if (!missing(`totals`)) {
        stopifnot(R6::is.R6(`totals`))
        self$`totals` <- `totals`
      }
      if (!missing(`countries`)) {
        stopifnot(is.vector(`countries`), length(`countries`) != 0)
        sapply(`countries`, function(x) stopifnot(R6::is.R6(x)))
        self$`countries` <- `countries`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
      }
      if (!missing(`bbox`)) {
        stopifnot(is.vector(`bbox`), length(`bbox`) != 0)
        sapply(`bbox`, function(x) stopifnot(is.character(x)))
        self$`bbox` <- `bbox`
      }
      if (!missing(`yearRange`)) {
        stopifnot(R6::is.R6(`yearRange`))
        self$`yearRange` <- `yearRange`
      }
      if (!missing(`points`)) {
        stopifnot(is.vector(`points`), length(`points`) != 0)
        sapply(`points`, function(x) stopifnot(R6::is.R6(x)))
        self$`points` <- `points`
      }
      if (!missing(`truncated`)) {
        if (!(is.logical(`truncated`) && length(`truncated`) == 1)) {
          stop(paste("Error! Invalid data for `truncated`. Must be a boolean:", `truncated`))
        }
        self$`truncated` <- `truncated`
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
    #' @return DistributionByNodeData as a base R list.
    #' @examples
    #' # convert array of DistributionByNodeData (x) to a data frame
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
    #' Convert DistributionByNodeData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionByNodeDataObject <- list()
      if (!is.null(self$`node`)) {
        DistributionByNodeDataObject[["node"]] <-
          self$extractSimpleType(self$`node`)
      }
      if (!is.null(self$`totals`)) {
        DistributionByNodeDataObject[["totals"]] <-
          self$extractSimpleType(self$`totals`)
      }
      if (!is.null(self$`countries`)) {
        DistributionByNodeDataObject[["countries"]] <-
          self$extractSimpleType(self$`countries`)
      }
      if (!is.null(self$`sources`)) {
        DistributionByNodeDataObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      if (!is.null(self$`bbox`)) {
        DistributionByNodeDataObject[["bbox"]] <-
          self$`bbox`
      }
      if (!is.null(self$`yearRange`)) {
        DistributionByNodeDataObject[["yearRange"]] <-
          self$extractSimpleType(self$`yearRange`)
      }
      if (!is.null(self$`points`)) {
        DistributionByNodeDataObject[["points"]] <-
          self$extractSimpleType(self$`points`)
      }
      if (!is.null(self$`truncated`)) {
        DistributionByNodeDataObject[["truncated"]] <-
          self$`truncated`
      }
      return(DistributionByNodeDataObject)
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
    #' Deserialize JSON string into an instance of DistributionByNodeData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`node`)) {
        `node_object` <- TaxonRef$new()
        `node_object`$fromJSON(jsonlite::toJSON(this_object$`node`, auto_unbox = TRUE, digits = NA))
        self$`node` <- `node_object`
      }
      if (!is.null(this_object$`totals`)) {
        `totals_object` <- DistributionByNodeDataTotals$new()
        `totals_object`$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
        self$`totals` <- `totals_object`
      }
      if (!is.null(this_object$`countries`)) {
        self$`countries` <- ApiClient$new()$deserializeObj(this_object$`countries`, "array[CountryStat]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[SourceStat]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`bbox`)) {
        self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`yearRange`)) {
        `yearrange_object` <- DistributionByNodeDataYearRange$new()
        `yearrange_object`$fromJSON(jsonlite::toJSON(this_object$`yearRange`, auto_unbox = TRUE, digits = NA))
        self$`yearRange` <- `yearrange_object`
      }
      if (!is.null(this_object$`points`)) {
        self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[DistributionByNodeDataPointsInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`truncated`)) {
        self$`truncated` <- this_object$`truncated`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionByNodeData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionByNodeData
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`node` <- TaxonRef$new()$fromJSON(jsonlite::toJSON(this_object$`node`, auto_unbox = TRUE, digits = NA))
      self$`totals` <- DistributionByNodeDataTotals$new()$fromJSON(jsonlite::toJSON(this_object$`totals`, auto_unbox = TRUE, digits = NA))
      self$`countries` <- ApiClient$new()$deserializeObj(this_object$`countries`, "array[CountryStat]", loadNamespace("lepidoptera"))
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[SourceStat]", loadNamespace("lepidoptera"))
      self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      self$`yearRange` <- DistributionByNodeDataYearRange$new()$fromJSON(jsonlite::toJSON(this_object$`yearRange`, auto_unbox = TRUE, digits = NA))
      self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[DistributionByNodeDataPointsInner]", loadNamespace("lepidoptera"))
      self$`truncated` <- this_object$`truncated`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionByNodeData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `node`
      if (!is.null(input_json$`node`)) {
        stopifnot(R6::is.R6(input_json$`node`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `node` is missing."))
      }
      # check the required field `totals`
      if (!is.null(input_json$`totals`)) {
        stopifnot(R6::is.R6(input_json$`totals`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `totals` is missing."))
      }
      # check the required field `countries`
      if (!is.null(input_json$`countries`)) {
        stopifnot(is.vector(input_json$`countries`), length(input_json$`countries`) != 0)
        tmp <- sapply(input_json$`countries`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `countries` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `sources` is missing."))
      }
      # check the required field `bbox`
      if (!is.null(input_json$`bbox`)) {
        stopifnot(is.vector(input_json$`bbox`), length(input_json$`bbox`) != 0)
        tmp <- sapply(input_json$`bbox`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `bbox` is missing."))
      }
      # check the required field `yearRange`
      if (!is.null(input_json$`yearRange`)) {
        stopifnot(R6::is.R6(input_json$`yearRange`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `yearRange` is missing."))
      }
      # check the required field `points`
      if (!is.null(input_json$`points`)) {
        stopifnot(is.vector(input_json$`points`), length(input_json$`points`) != 0)
        tmp <- sapply(input_json$`points`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `points` is missing."))
      }
      # check the required field `truncated`
      if (!is.null(input_json$`truncated`)) {
        if (!(is.logical(input_json$`truncated`) && length(input_json$`truncated`) == 1)) {
          stop(paste("Error! Invalid data for `truncated`. Must be a boolean:", input_json$`truncated`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeData: the required field `truncated` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionByNodeData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `node` is null
      if (is.null(self$`node`)) {
        return(FALSE)
      }

      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
        return(FALSE)
      }

      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        return(FALSE)
      }

      if (length(self$`bbox`) > 4) {
        return(FALSE)
      }
      if (length(self$`bbox`) < 4) {
        return(FALSE)
      }

      # check if the required `yearRange` is null
      if (is.null(self$`yearRange`)) {
        return(FALSE)
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
        return(FALSE)
      }

      if (length(self$`points`) > 5000) {
        return(FALSE)
      }

      # check if the required `truncated` is null
      if (is.null(self$`truncated`)) {
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
      # check if the required `node` is null
      if (is.null(self$`node`)) {
        invalid_fields["node"] <- "Non-nullable required field `node` cannot be null."
      }

      # check if the required `totals` is null
      if (is.null(self$`totals`)) {
        invalid_fields["totals"] <- "Non-nullable required field `totals` cannot be null."
      }

      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        invalid_fields["countries"] <- "Non-nullable required field `countries` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
      }

      if (length(self$`bbox`) > 4) {
        invalid_fields["bbox"] <- "Invalid length for `bbox`, number of items must be less than or equal to 4."
      }
      if (length(self$`bbox`) < 4) {
        invalid_fields["bbox"] <- "Invalid length for ``, number of items must be greater than or equal to 4."
      }

      # check if the required `yearRange` is null
      if (is.null(self$`yearRange`)) {
        invalid_fields["yearRange"] <- "Non-nullable required field `yearRange` cannot be null."
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
        invalid_fields["points"] <- "Non-nullable required field `points` cannot be null."
      }

      if (length(self$`points`) > 5000) {
        invalid_fields["points"] <- "Invalid length for `points`, number of items must be less than or equal to 5000."
      }

      # check if the required `truncated` is null
      if (is.null(self$`truncated`)) {
        invalid_fields["truncated"] <- "Non-nullable required field `truncated` cannot be null."
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
# DistributionByNodeData$unlock()
#
## Below is an example to define the print function
# DistributionByNodeData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionByNodeData$lock()

