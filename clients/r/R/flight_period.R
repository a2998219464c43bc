#' Create a new FlightPeriod
#'
#' @description
#' When a species (or segregate or subspecies) is on the wing, from its occurrence records dated at least to the month (every source with dates: Larsen & Shirey 2021, the Norwegian specimens, GBIF, the Sierra Nevada survey), including those of its subspecies. Computed once per data load. Null for taxa above the species and for a species without any dated record. Records of different sources are not de-duplicated, and months pool every latitude and year the records span.
#'
#' @docType class
#' @title FlightPeriod
#' @description FlightPeriod Class
#' @format An \code{R6Class} generator object
#' @field records Occurrence records dated at least to the month. integer
#' @field months Months with at least one record (1 = January), in calendar order. list(\link{FlightPeriodMonthsInner})
#' @field dayOfYear  \link{FlightPeriodDayOfYear}
#' @field sources The occurrence sources the dated records come from, most records first. list(\link{FlightPeriodSourcesInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
FlightPeriod <- R6::R6Class(
  "FlightPeriod",
  public = list(
    `records` = NULL,
    `months` = NULL,
    `dayOfYear` = NULL,
    `sources` = NULL,

    #' @description
    #' Initialize a new FlightPeriod class.
    #'
    #' @param records Occurrence records dated at least to the month.
    #' @param months Months with at least one record (1 = January), in calendar order.
    #' @param dayOfYear dayOfYear
    #' @param sources The occurrence sources the dated records come from, most records first.
    #' @param ... Other optional arguments.
    initialize = function(`records`, `months`, `dayOfYear`, `sources`, ...) {
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`months`)) {
        stopifnot(is.vector(`months`), length(`months`) != 0)
        sapply(`months`, function(x) stopifnot(R6::is.R6(x)))
        self$`months` <- `months`
      }
      if (!missing(`dayOfYear`)) {
        stopifnot(R6::is.R6(`dayOfYear`))
        self$`dayOfYear` <- `dayOfYear`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
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
    #' @return FlightPeriod as a base R list.
    #' @examples
    #' # convert array of FlightPeriod (x) to a data frame
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
    #' Convert FlightPeriod to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      FlightPeriodObject <- list()
      if (!is.null(self$`records`)) {
        FlightPeriodObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`months`)) {
        FlightPeriodObject[["months"]] <-
          self$extractSimpleType(self$`months`)
      }
      if (!is.null(self$`dayOfYear`)) {
        FlightPeriodObject[["dayOfYear"]] <-
          self$extractSimpleType(self$`dayOfYear`)
      }
      if (!is.null(self$`sources`)) {
        FlightPeriodObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      return(FlightPeriodObject)
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
    #' Deserialize JSON string into an instance of FlightPeriod
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriod
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`months`)) {
        self$`months` <- ApiClient$new()$deserializeObj(this_object$`months`, "array[FlightPeriodMonthsInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`dayOfYear`)) {
        `dayofyear_object` <- FlightPeriodDayOfYear$new()
        `dayofyear_object`$fromJSON(jsonlite::toJSON(this_object$`dayOfYear`, auto_unbox = TRUE, digits = NA))
        self$`dayOfYear` <- `dayofyear_object`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[FlightPeriodSourcesInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return FlightPeriod in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriod
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriod
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`records` <- this_object$`records`
      self$`months` <- ApiClient$new()$deserializeObj(this_object$`months`, "array[FlightPeriodMonthsInner]", loadNamespace("lepidoptera"))
      self$`dayOfYear` <- FlightPeriodDayOfYear$new()$fromJSON(jsonlite::toJSON(this_object$`dayOfYear`, auto_unbox = TRUE, digits = NA))
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[FlightPeriodSourcesInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to FlightPeriod and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriod: the required field `records` is missing."))
      }
      # check the required field `months`
      if (!is.null(input_json$`months`)) {
        stopifnot(is.vector(input_json$`months`), length(input_json$`months`) != 0)
        tmp <- sapply(input_json$`months`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriod: the required field `months` is missing."))
      }
      # check the required field `dayOfYear`
      if (!is.null(input_json$`dayOfYear`)) {
        stopifnot(R6::is.R6(input_json$`dayOfYear`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriod: the required field `dayOfYear` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriod: the required field `sources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of FlightPeriod
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 1) {
        return(FALSE)
      }

      # check if the required `months` is null
      if (is.null(self$`months`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
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
      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 1) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 1."
      }

      # check if the required `months` is null
      if (is.null(self$`months`)) {
        invalid_fields["months"] <- "Non-nullable required field `months` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
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
# FlightPeriod$unlock()
#
## Below is an example to define the print function
# FlightPeriod$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# FlightPeriod$lock()

