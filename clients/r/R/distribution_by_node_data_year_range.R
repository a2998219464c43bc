#' Create a new DistributionByNodeDataYearRange
#'
#' @description
#' DistributionByNodeDataYearRange Class
#'
#' @docType class
#' @title DistributionByNodeDataYearRange
#' @description DistributionByNodeDataYearRange Class
#' @format An \code{R6Class} generator object
#' @field min Earliest year with a record, null when no record is dated. integer
#' @field max  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionByNodeDataYearRange <- R6::R6Class(
  "DistributionByNodeDataYearRange",
  public = list(
    `min` = NULL,
    `max` = NULL,

    #' @description
    #' Initialize a new DistributionByNodeDataYearRange class.
    #'
    #' @param min Earliest year with a record, null when no record is dated.
    #' @param max max
    #' @param ... Other optional arguments.
    initialize = function(`min`, `max`, ...) {
      if (!missing(`min`)) {
        if (!(is.numeric(`min`) && length(`min`) == 1)) {
          stop(paste("Error! Invalid data for `min`. Must be an integer:", `min`))
        }
        self$`min` <- `min`
      }
      if (!missing(`max`)) {
        if (!(is.numeric(`max`) && length(`max`) == 1)) {
          stop(paste("Error! Invalid data for `max`. Must be an integer:", `max`))
        }
        self$`max` <- `max`
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
    #' @return DistributionByNodeDataYearRange as a base R list.
    #' @examples
    #' # convert array of DistributionByNodeDataYearRange (x) to a data frame
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
    #' Convert DistributionByNodeDataYearRange to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionByNodeDataYearRangeObject <- list()
      if (!is.null(self$`min`)) {
        DistributionByNodeDataYearRangeObject[["min"]] <-
          self$`min`
      }
      if (!is.null(self$`max`)) {
        DistributionByNodeDataYearRangeObject[["max"]] <-
          self$`max`
      }
      return(DistributionByNodeDataYearRangeObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionByNodeDataYearRange
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeDataYearRange
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`min`)) {
        self$`min` <- this_object$`min`
      }
      if (!is.null(this_object$`max`)) {
        self$`max` <- this_object$`max`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionByNodeDataYearRange in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionByNodeDataYearRange
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionByNodeDataYearRange
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`min` <- this_object$`min`
      self$`max` <- this_object$`max`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionByNodeDataYearRange and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `min`
      if (!is.null(input_json$`min`)) {
        if (!(is.numeric(input_json$`min`) && length(input_json$`min`) == 1)) {
          stop(paste("Error! Invalid data for `min`. Must be an integer:", input_json$`min`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeDataYearRange: the required field `min` is missing."))
      }
      # check the required field `max`
      if (!is.null(input_json$`max`)) {
        if (!(is.numeric(input_json$`max`) && length(input_json$`max`) == 1)) {
          stop(paste("Error! Invalid data for `max`. Must be an integer:", input_json$`max`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionByNodeDataYearRange: the required field `max` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionByNodeDataYearRange
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
# DistributionByNodeDataYearRange$unlock()
#
## Below is an example to define the print function
# DistributionByNodeDataYearRange$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionByNodeDataYearRange$lock()

