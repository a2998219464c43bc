#' Create a new FlightPeriodMonthsInner
#'
#' @description
#' FlightPeriodMonthsInner Class
#'
#' @docType class
#' @title FlightPeriodMonthsInner
#' @description FlightPeriodMonthsInner Class
#' @format An \code{R6Class} generator object
#' @field month  integer
#' @field records  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
FlightPeriodMonthsInner <- R6::R6Class(
  "FlightPeriodMonthsInner",
  public = list(
    `month` = NULL,
    `records` = NULL,

    #' @description
    #' Initialize a new FlightPeriodMonthsInner class.
    #'
    #' @param month month
    #' @param records records
    #' @param ... Other optional arguments.
    initialize = function(`month`, `records`, ...) {
      if (!missing(`month`)) {
        if (!(is.numeric(`month`) && length(`month`) == 1)) {
          stop(paste("Error! Invalid data for `month`. Must be an integer:", `month`))
        }
        self$`month` <- `month`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
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
    #' @return FlightPeriodMonthsInner as a base R list.
    #' @examples
    #' # convert array of FlightPeriodMonthsInner (x) to a data frame
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
    #' Convert FlightPeriodMonthsInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      FlightPeriodMonthsInnerObject <- list()
      if (!is.null(self$`month`)) {
        FlightPeriodMonthsInnerObject[["month"]] <-
          self$`month`
      }
      if (!is.null(self$`records`)) {
        FlightPeriodMonthsInnerObject[["records"]] <-
          self$`records`
      }
      return(FlightPeriodMonthsInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriodMonthsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodMonthsInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`month`)) {
        self$`month` <- this_object$`month`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return FlightPeriodMonthsInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriodMonthsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodMonthsInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`month` <- this_object$`month`
      self$`records` <- this_object$`records`
      self
    },

    #' @description
    #' Validate JSON input with respect to FlightPeriodMonthsInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `month`
      if (!is.null(input_json$`month`)) {
        if (!(is.numeric(input_json$`month`) && length(input_json$`month`) == 1)) {
          stop(paste("Error! Invalid data for `month`. Must be an integer:", input_json$`month`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodMonthsInner: the required field `month` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodMonthsInner: the required field `records` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of FlightPeriodMonthsInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `month` is null
      if (is.null(self$`month`)) {
        return(FALSE)
      }

      if (self$`month` > 12) {
        return(FALSE)
      }
      if (self$`month` < 1) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 1) {
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
      # check if the required `month` is null
      if (is.null(self$`month`)) {
        invalid_fields["month"] <- "Non-nullable required field `month` cannot be null."
      }

      if (self$`month` > 12) {
        invalid_fields["month"] <- "Invalid value for `month`, must be smaller than or equal to 12."
      }
      if (self$`month` < 1) {
        invalid_fields["month"] <- "Invalid value for `month`, must be bigger than or equal to 1."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 1) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 1."
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
# FlightPeriodMonthsInner$unlock()
#
## Below is an example to define the print function
# FlightPeriodMonthsInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# FlightPeriodMonthsInner$lock()

