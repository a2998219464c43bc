#' Create a new FlightPeriodSourcesInner
#'
#' @description
#' FlightPeriodSourcesInner Class
#'
#' @docType class
#' @title FlightPeriodSourcesInner
#' @description FlightPeriodSourcesInner Class
#' @format An \code{R6Class} generator object
#' @field source  \link{DistributionSource}
#' @field records  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
FlightPeriodSourcesInner <- R6::R6Class(
  "FlightPeriodSourcesInner",
  public = list(
    `source` = NULL,
    `records` = NULL,

    #' @description
    #' Initialize a new FlightPeriodSourcesInner class.
    #'
    #' @param source source
    #' @param records records
    #' @param ... Other optional arguments.
    initialize = function(`source`, `records`, ...) {
      if (!missing(`source`)) {
        if (!(`source` %in% c())) {
          stop(paste("Error! \"", `source`, "\" cannot be assigned to `source`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`source`))
        self$`source` <- `source`
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
    #' @return FlightPeriodSourcesInner as a base R list.
    #' @examples
    #' # convert array of FlightPeriodSourcesInner (x) to a data frame
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
    #' Convert FlightPeriodSourcesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      FlightPeriodSourcesInnerObject <- list()
      if (!is.null(self$`source`)) {
        FlightPeriodSourcesInnerObject[["source"]] <-
          self$extractSimpleType(self$`source`)
      }
      if (!is.null(self$`records`)) {
        FlightPeriodSourcesInnerObject[["records"]] <-
          self$`records`
      }
      return(FlightPeriodSourcesInnerObject)
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
    #' Deserialize JSON string into an instance of FlightPeriodSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodSourcesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`source`)) {
        `source_object` <- DistributionSource$new()
        `source_object`$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
        self$`source` <- `source_object`
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
    #' @return FlightPeriodSourcesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriodSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodSourcesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`source` <- DistributionSource$new()$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
      self$`records` <- this_object$`records`
      self
    },

    #' @description
    #' Validate JSON input with respect to FlightPeriodSourcesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        stopifnot(R6::is.R6(input_json$`source`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodSourcesInner: the required field `source` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodSourcesInner: the required field `records` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of FlightPeriodSourcesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `source` is null
      if (is.null(self$`source`)) {
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
      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
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
# FlightPeriodSourcesInner$unlock()
#
## Below is an example to define the print function
# FlightPeriodSourcesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# FlightPeriodSourcesInner$lock()

