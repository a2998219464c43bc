#' Create a new DistributionOverviewDataHeatmap
#'
#' @description
#' Records aggregated into grid cells; bounded in size whatever the data.
#'
#' @docType class
#' @title DistributionOverviewDataHeatmap
#' @description DistributionOverviewDataHeatmap Class
#' @format An \code{R6Class} generator object
#' @field cellSizeDegrees Cell edge in degrees; the server coarsens cells so that at most 5000 points result. numeric
#' @field points  list(\link{DistributionOverviewDataHeatmapPointsInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionOverviewDataHeatmap <- R6::R6Class(
  "DistributionOverviewDataHeatmap",
  public = list(
    `cellSizeDegrees` = NULL,
    `points` = NULL,

    #' @description
    #' Initialize a new DistributionOverviewDataHeatmap class.
    #'
    #' @param cellSizeDegrees Cell edge in degrees; the server coarsens cells so that at most 5000 points result.
    #' @param points points
    #' @param ... Other optional arguments.
    initialize = function(`cellSizeDegrees`, `points`, ...) {
      if (!missing(`cellSizeDegrees`)) {
        self$`cellSizeDegrees` <- `cellSizeDegrees`
      }
      if (!missing(`points`)) {
        stopifnot(is.vector(`points`), length(`points`) != 0)
        sapply(`points`, function(x) stopifnot(R6::is.R6(x)))
        self$`points` <- `points`
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
    #' @return DistributionOverviewDataHeatmap as a base R list.
    #' @examples
    #' # convert array of DistributionOverviewDataHeatmap (x) to a data frame
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
    #' Convert DistributionOverviewDataHeatmap to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionOverviewDataHeatmapObject <- list()
      if (!is.null(self$`cellSizeDegrees`)) {
        DistributionOverviewDataHeatmapObject[["cellSizeDegrees"]] <-
          self$`cellSizeDegrees`
      }
      if (!is.null(self$`points`)) {
        DistributionOverviewDataHeatmapObject[["points"]] <-
          self$extractSimpleType(self$`points`)
      }
      return(DistributionOverviewDataHeatmapObject)
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
    #' Deserialize JSON string into an instance of DistributionOverviewDataHeatmap
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataHeatmap
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`cellSizeDegrees`)) {
        self$`cellSizeDegrees` <- this_object$`cellSizeDegrees`
      }
      if (!is.null(this_object$`points`)) {
        self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[DistributionOverviewDataHeatmapPointsInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionOverviewDataHeatmap in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewDataHeatmap
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataHeatmap
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`cellSizeDegrees` <- this_object$`cellSizeDegrees`
      self$`points` <- ApiClient$new()$deserializeObj(this_object$`points`, "array[DistributionOverviewDataHeatmapPointsInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionOverviewDataHeatmap and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `cellSizeDegrees`
      if (!is.null(input_json$`cellSizeDegrees`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataHeatmap: the required field `cellSizeDegrees` is missing."))
      }
      # check the required field `points`
      if (!is.null(input_json$`points`)) {
        stopifnot(is.vector(input_json$`points`), length(input_json$`points`) != 0)
        tmp <- sapply(input_json$`points`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataHeatmap: the required field `points` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionOverviewDataHeatmap
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `cellSizeDegrees` is null
      if (is.null(self$`cellSizeDegrees`)) {
        return(FALSE)
      }

      if (self$`cellSizeDegrees` < 0) {
        return(FALSE)
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
        return(FALSE)
      }

      if (length(self$`points`) > 5000) {
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
      # check if the required `cellSizeDegrees` is null
      if (is.null(self$`cellSizeDegrees`)) {
        invalid_fields["cellSizeDegrees"] <- "Non-nullable required field `cellSizeDegrees` cannot be null."
      }

      if (self$`cellSizeDegrees` < 0) {
        invalid_fields["cellSizeDegrees"] <- "Invalid value for `cellSizeDegrees`, must be bigger than or equal to 0."
      }

      # check if the required `points` is null
      if (is.null(self$`points`)) {
        invalid_fields["points"] <- "Non-nullable required field `points` cannot be null."
      }

      if (length(self$`points`) > 5000) {
        invalid_fields["points"] <- "Invalid length for `points`, number of items must be less than or equal to 5000."
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
# DistributionOverviewDataHeatmap$unlock()
#
## Below is an example to define the print function
# DistributionOverviewDataHeatmap$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionOverviewDataHeatmap$lock()

