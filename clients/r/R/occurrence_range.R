#' Create a new OccurrenceRange
#'
#' @description
#' An inclusive range as understood; a null end is open. Null when the filter is not given.
#'
#' @docType class
#' @title OccurrenceRange
#' @description OccurrenceRange Class
#' @format An \code{R6Class} generator object
#' @field min  numeric
#' @field max  numeric
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
OccurrenceRange <- R6::R6Class(
  "OccurrenceRange",
  public = list(
    `min` = NULL,
    `max` = NULL,

    #' @description
    #' Initialize a new OccurrenceRange class.
    #'
    #' @param min min
    #' @param max max
    #' @param ... Other optional arguments.
    initialize = function(`min`, `max`, ...) {
      if (!missing(`min`)) {
        self$`min` <- `min`
      }
      if (!missing(`max`)) {
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
    #' @return OccurrenceRange as a base R list.
    #' @examples
    #' # convert array of OccurrenceRange (x) to a data frame
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
    #' Convert OccurrenceRange to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      OccurrenceRangeObject <- list()
      if (!is.null(self$`min`)) {
        OccurrenceRangeObject[["min"]] <-
          self$`min`
      }
      if (!is.null(self$`max`)) {
        OccurrenceRangeObject[["max"]] <-
          self$`max`
      }
      return(OccurrenceRangeObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of OccurrenceRange
    #'
    #' @param input_json the JSON input
    #' @return the instance of OccurrenceRange
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
    #' @return OccurrenceRange in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of OccurrenceRange
    #'
    #' @param input_json the JSON input
    #' @return the instance of OccurrenceRange
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`min` <- this_object$`min`
      self$`max` <- this_object$`max`
      self
    },

    #' @description
    #' Validate JSON input with respect to OccurrenceRange and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `min`
      if (!is.null(input_json$`min`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for OccurrenceRange: the required field `min` is missing."))
      }
      # check the required field `max`
      if (!is.null(input_json$`max`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for OccurrenceRange: the required field `max` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of OccurrenceRange
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
# OccurrenceRange$unlock()
#
## Below is an example to define the print function
# OccurrenceRange$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# OccurrenceRange$lock()

