#' Create a new DistributionOverviewDataHeatmapPointsInner
#'
#' @description
#' DistributionOverviewDataHeatmapPointsInner Class
#'
#' @docType class
#' @title DistributionOverviewDataHeatmapPointsInner
#' @description DistributionOverviewDataHeatmapPointsInner Class
#' @format An \code{R6Class} generator object
#' @field lat Cell centre latitude, rounded to the cell grid (at most 3 decimals, no float noise). numeric
#' @field lon Cell centre longitude. numeric
#' @field weight Records in the cell. integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionOverviewDataHeatmapPointsInner <- R6::R6Class(
  "DistributionOverviewDataHeatmapPointsInner",
  public = list(
    `lat` = NULL,
    `lon` = NULL,
    `weight` = NULL,

    #' @description
    #' Initialize a new DistributionOverviewDataHeatmapPointsInner class.
    #'
    #' @param lat Cell centre latitude, rounded to the cell grid (at most 3 decimals, no float noise).
    #' @param lon Cell centre longitude.
    #' @param weight Records in the cell.
    #' @param ... Other optional arguments.
    initialize = function(`lat`, `lon`, `weight`, ...) {
      if (!missing(`lat`)) {
        self$`lat` <- `lat`
      }
      if (!missing(`lon`)) {
        self$`lon` <- `lon`
      }
      if (!missing(`weight`)) {
        if (!(is.numeric(`weight`) && length(`weight`) == 1)) {
          stop(paste("Error! Invalid data for `weight`. Must be an integer:", `weight`))
        }
        self$`weight` <- `weight`
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
    #' @return DistributionOverviewDataHeatmapPointsInner as a base R list.
    #' @examples
    #' # convert array of DistributionOverviewDataHeatmapPointsInner (x) to a data frame
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
    #' Convert DistributionOverviewDataHeatmapPointsInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionOverviewDataHeatmapPointsInnerObject <- list()
      if (!is.null(self$`lat`)) {
        DistributionOverviewDataHeatmapPointsInnerObject[["lat"]] <-
          self$`lat`
      }
      if (!is.null(self$`lon`)) {
        DistributionOverviewDataHeatmapPointsInnerObject[["lon"]] <-
          self$`lon`
      }
      if (!is.null(self$`weight`)) {
        DistributionOverviewDataHeatmapPointsInnerObject[["weight"]] <-
          self$`weight`
      }
      return(DistributionOverviewDataHeatmapPointsInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewDataHeatmapPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataHeatmapPointsInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`lat`)) {
        self$`lat` <- this_object$`lat`
      }
      if (!is.null(this_object$`lon`)) {
        self$`lon` <- this_object$`lon`
      }
      if (!is.null(this_object$`weight`)) {
        self$`weight` <- this_object$`weight`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionOverviewDataHeatmapPointsInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewDataHeatmapPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataHeatmapPointsInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`lat` <- this_object$`lat`
      self$`lon` <- this_object$`lon`
      self$`weight` <- this_object$`weight`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionOverviewDataHeatmapPointsInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `lat`
      if (!is.null(input_json$`lat`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataHeatmapPointsInner: the required field `lat` is missing."))
      }
      # check the required field `lon`
      if (!is.null(input_json$`lon`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataHeatmapPointsInner: the required field `lon` is missing."))
      }
      # check the required field `weight`
      if (!is.null(input_json$`weight`)) {
        if (!(is.numeric(input_json$`weight`) && length(input_json$`weight`) == 1)) {
          stop(paste("Error! Invalid data for `weight`. Must be an integer:", input_json$`weight`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataHeatmapPointsInner: the required field `weight` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionOverviewDataHeatmapPointsInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `lat` is null
      if (is.null(self$`lat`)) {
        return(FALSE)
      }

      if (self$`lat` > 90) {
        return(FALSE)
      }
      if (self$`lat` < -90) {
        return(FALSE)
      }

      # check if the required `lon` is null
      if (is.null(self$`lon`)) {
        return(FALSE)
      }

      if (self$`lon` > 180) {
        return(FALSE)
      }
      if (self$`lon` < -180) {
        return(FALSE)
      }

      # check if the required `weight` is null
      if (is.null(self$`weight`)) {
        return(FALSE)
      }

      if (self$`weight` < 1) {
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
      # check if the required `lat` is null
      if (is.null(self$`lat`)) {
        invalid_fields["lat"] <- "Non-nullable required field `lat` cannot be null."
      }

      if (self$`lat` > 90) {
        invalid_fields["lat"] <- "Invalid value for `lat`, must be smaller than or equal to 90."
      }
      if (self$`lat` < -90) {
        invalid_fields["lat"] <- "Invalid value for `lat`, must be bigger than or equal to -90."
      }

      # check if the required `lon` is null
      if (is.null(self$`lon`)) {
        invalid_fields["lon"] <- "Non-nullable required field `lon` cannot be null."
      }

      if (self$`lon` > 180) {
        invalid_fields["lon"] <- "Invalid value for `lon`, must be smaller than or equal to 180."
      }
      if (self$`lon` < -180) {
        invalid_fields["lon"] <- "Invalid value for `lon`, must be bigger than or equal to -180."
      }

      # check if the required `weight` is null
      if (is.null(self$`weight`)) {
        invalid_fields["weight"] <- "Non-nullable required field `weight` cannot be null."
      }

      if (self$`weight` < 1) {
        invalid_fields["weight"] <- "Invalid value for `weight`, must be bigger than or equal to 1."
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
# DistributionOverviewDataHeatmapPointsInner$unlock()
#
## Below is an example to define the print function
# DistributionOverviewDataHeatmapPointsInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionOverviewDataHeatmapPointsInner$lock()

