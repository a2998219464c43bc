#' Create a new DistributionByNodeDataPointsInner
#'
#' @description
#' DistributionByNodeDataPointsInner Class
#'
#' @docType class
#' @title DistributionByNodeDataPointsInner
#' @description DistributionByNodeDataPointsInner Class
#' @format An \code{R6Class} generator object
#' @field lat  numeric
#' @field lon  numeric
#' @field count  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionByNodeDataPointsInner <- R6::R6Class(
  "DistributionByNodeDataPointsInner",
  public = list(
    `lat` = NULL,
    `lon` = NULL,
    `count` = NULL,

    #' @description
    #' Initialize a new DistributionByNodeDataPointsInner class.
    #'
    #' @param lat lat
    #' @param lon lon
    #' @param count count
    #' @param ... Other optional arguments.
    initialize = function(`lat`, `lon`, `count`, ...) {
      if (!missing(`lat`)) {
        self$`lat` <- `lat`
      }
      if (!missing(`lon`)) {
        self$`lon` <- `lon`
      }
      if (!missing(`count`)) {
        if (!(is.numeric(`count`) && length(`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", `count`))
        }
        self$`count` <- `count`
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
    #' @return DistributionByNodeDataPointsInner as a base R list.
    #' @examples
    #' # convert array of DistributionByNodeDataPointsInner (x) to a data frame
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
    #' Convert DistributionByNodeDataPointsInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionByNodeDataPointsInnerObject <- list()
      if (!is.null(self$`lat`)) {
        DistributionByNodeDataPointsInnerObject[["lat"]] <-
          self$`lat`
      }
      if (!is.null(self$`lon`)) {
        DistributionByNodeDataPointsInnerObject[["lon"]] <-
          self$`lon`
      }
      if (!is.null(self$`count`)) {
        DistributionByNodeDataPointsInnerObject[["count"]] <-
          self$`count`
      }
      return(DistributionByNodeDataPointsInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionByNodeDataPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeDataPointsInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`lat`)) {
        self$`lat` <- this_object$`lat`
      }
      if (!is.null(this_object$`lon`)) {
        self$`lon` <- this_object$`lon`
      }
      if (!is.null(this_object$`count`)) {
        self$`count` <- this_object$`count`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionByNodeDataPointsInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionByNodeDataPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeDataPointsInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`lat` <- this_object$`lat`
      self$`lon` <- this_object$`lon`
      self$`count` <- this_object$`count`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionByNodeDataPointsInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `lat`
      if (!is.null(input_json$`lat`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeDataPointsInner: the required field `lat` is missing."))
      }
      # check the required field `lon`
      if (!is.null(input_json$`lon`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeDataPointsInner: the required field `lon` is missing."))
      }
      # check the required field `count`
      if (!is.null(input_json$`count`)) {
        if (!(is.numeric(input_json$`count`) && length(input_json$`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", input_json$`count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeDataPointsInner: the required field `count` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionByNodeDataPointsInner
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

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        return(FALSE)
      }

      if (self$`count` < 1) {
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

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        invalid_fields["count"] <- "Non-nullable required field `count` cannot be null."
      }

      if (self$`count` < 1) {
        invalid_fields["count"] <- "Invalid value for `count`, must be bigger than or equal to 1."
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
# DistributionByNodeDataPointsInner$unlock()
#
## Below is an example to define the print function
# DistributionByNodeDataPointsInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionByNodeDataPointsInner$lock()

