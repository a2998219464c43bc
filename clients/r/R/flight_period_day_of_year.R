#' Create a new FlightPeriodDayOfYear
#'
#' @description
#' Day-of-year summary (1 = 1 January) of the records dated to the day: nearest-rank percentiles, the earliest and the latest day. Null when no record has a full date.
#'
#' @docType class
#' @title FlightPeriodDayOfYear
#' @description FlightPeriodDayOfYear Class
#' @format An \code{R6Class} generator object
#' @field records  integer
#' @field p10  integer
#' @field median  integer
#' @field p90  integer
#' @field first  integer
#' @field last  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
FlightPeriodDayOfYear <- R6::R6Class(
  "FlightPeriodDayOfYear",
  public = list(
    `records` = NULL,
    `p10` = NULL,
    `median` = NULL,
    `p90` = NULL,
    `first` = NULL,
    `last` = NULL,

    #' @description
    #' Initialize a new FlightPeriodDayOfYear class.
    #'
    #' @param records records
    #' @param p10 p10
    #' @param median median
    #' @param p90 p90
    #' @param first first
    #' @param last last
    #' @param ... Other optional arguments.
    initialize = function(`records`, `p10`, `median`, `p90`, `first`, `last`, ...) {
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`p10`)) {
        if (!(is.numeric(`p10`) && length(`p10`) == 1)) {
          stop(paste("Error! Invalid data for `p10`. Must be an integer:", `p10`))
        }
        self$`p10` <- `p10`
      }
      if (!missing(`median`)) {
        if (!(is.numeric(`median`) && length(`median`) == 1)) {
          stop(paste("Error! Invalid data for `median`. Must be an integer:", `median`))
        }
        self$`median` <- `median`
      }
      if (!missing(`p90`)) {
        if (!(is.numeric(`p90`) && length(`p90`) == 1)) {
          stop(paste("Error! Invalid data for `p90`. Must be an integer:", `p90`))
        }
        self$`p90` <- `p90`
      }
      if (!missing(`first`)) {
        if (!(is.numeric(`first`) && length(`first`) == 1)) {
          stop(paste("Error! Invalid data for `first`. Must be an integer:", `first`))
        }
        self$`first` <- `first`
      }
      if (!missing(`last`)) {
        if (!(is.numeric(`last`) && length(`last`) == 1)) {
          stop(paste("Error! Invalid data for `last`. Must be an integer:", `last`))
        }
        self$`last` <- `last`
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
    #' @return FlightPeriodDayOfYear as a base R list.
    #' @examples
    #' # convert array of FlightPeriodDayOfYear (x) to a data frame
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
    #' Convert FlightPeriodDayOfYear to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      FlightPeriodDayOfYearObject <- list()
      if (!is.null(self$`records`)) {
        FlightPeriodDayOfYearObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`p10`)) {
        FlightPeriodDayOfYearObject[["p10"]] <-
          self$`p10`
      }
      if (!is.null(self$`median`)) {
        FlightPeriodDayOfYearObject[["median"]] <-
          self$`median`
      }
      if (!is.null(self$`p90`)) {
        FlightPeriodDayOfYearObject[["p90"]] <-
          self$`p90`
      }
      if (!is.null(self$`first`)) {
        FlightPeriodDayOfYearObject[["first"]] <-
          self$`first`
      }
      if (!is.null(self$`last`)) {
        FlightPeriodDayOfYearObject[["last"]] <-
          self$`last`
      }
      return(FlightPeriodDayOfYearObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriodDayOfYear
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodDayOfYear
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`p10`)) {
        self$`p10` <- this_object$`p10`
      }
      if (!is.null(this_object$`median`)) {
        self$`median` <- this_object$`median`
      }
      if (!is.null(this_object$`p90`)) {
        self$`p90` <- this_object$`p90`
      }
      if (!is.null(this_object$`first`)) {
        self$`first` <- this_object$`first`
      }
      if (!is.null(this_object$`last`)) {
        self$`last` <- this_object$`last`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return FlightPeriodDayOfYear in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of FlightPeriodDayOfYear
    #'
    #' @param input_json the JSON input
    #' @return the instance of FlightPeriodDayOfYear
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`records` <- this_object$`records`
      self$`p10` <- this_object$`p10`
      self$`median` <- this_object$`median`
      self$`p90` <- this_object$`p90`
      self$`first` <- this_object$`first`
      self$`last` <- this_object$`last`
      self
    },

    #' @description
    #' Validate JSON input with respect to FlightPeriodDayOfYear and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `records` is missing."))
      }
      # check the required field `p10`
      if (!is.null(input_json$`p10`)) {
        if (!(is.numeric(input_json$`p10`) && length(input_json$`p10`) == 1)) {
          stop(paste("Error! Invalid data for `p10`. Must be an integer:", input_json$`p10`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `p10` is missing."))
      }
      # check the required field `median`
      if (!is.null(input_json$`median`)) {
        if (!(is.numeric(input_json$`median`) && length(input_json$`median`) == 1)) {
          stop(paste("Error! Invalid data for `median`. Must be an integer:", input_json$`median`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `median` is missing."))
      }
      # check the required field `p90`
      if (!is.null(input_json$`p90`)) {
        if (!(is.numeric(input_json$`p90`) && length(input_json$`p90`) == 1)) {
          stop(paste("Error! Invalid data for `p90`. Must be an integer:", input_json$`p90`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `p90` is missing."))
      }
      # check the required field `first`
      if (!is.null(input_json$`first`)) {
        if (!(is.numeric(input_json$`first`) && length(input_json$`first`) == 1)) {
          stop(paste("Error! Invalid data for `first`. Must be an integer:", input_json$`first`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `first` is missing."))
      }
      # check the required field `last`
      if (!is.null(input_json$`last`)) {
        if (!(is.numeric(input_json$`last`) && length(input_json$`last`) == 1)) {
          stop(paste("Error! Invalid data for `last`. Must be an integer:", input_json$`last`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for FlightPeriodDayOfYear: the required field `last` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of FlightPeriodDayOfYear
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

      # check if the required `p10` is null
      if (is.null(self$`p10`)) {
        return(FALSE)
      }

      if (self$`p10` > 366) {
        return(FALSE)
      }
      if (self$`p10` < 1) {
        return(FALSE)
      }

      # check if the required `median` is null
      if (is.null(self$`median`)) {
        return(FALSE)
      }

      if (self$`median` > 366) {
        return(FALSE)
      }
      if (self$`median` < 1) {
        return(FALSE)
      }

      # check if the required `p90` is null
      if (is.null(self$`p90`)) {
        return(FALSE)
      }

      if (self$`p90` > 366) {
        return(FALSE)
      }
      if (self$`p90` < 1) {
        return(FALSE)
      }

      # check if the required `first` is null
      if (is.null(self$`first`)) {
        return(FALSE)
      }

      if (self$`first` > 366) {
        return(FALSE)
      }
      if (self$`first` < 1) {
        return(FALSE)
      }

      # check if the required `last` is null
      if (is.null(self$`last`)) {
        return(FALSE)
      }

      if (self$`last` > 366) {
        return(FALSE)
      }
      if (self$`last` < 1) {
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

      # check if the required `p10` is null
      if (is.null(self$`p10`)) {
        invalid_fields["p10"] <- "Non-nullable required field `p10` cannot be null."
      }

      if (self$`p10` > 366) {
        invalid_fields["p10"] <- "Invalid value for `p10`, must be smaller than or equal to 366."
      }
      if (self$`p10` < 1) {
        invalid_fields["p10"] <- "Invalid value for `p10`, must be bigger than or equal to 1."
      }

      # check if the required `median` is null
      if (is.null(self$`median`)) {
        invalid_fields["median"] <- "Non-nullable required field `median` cannot be null."
      }

      if (self$`median` > 366) {
        invalid_fields["median"] <- "Invalid value for `median`, must be smaller than or equal to 366."
      }
      if (self$`median` < 1) {
        invalid_fields["median"] <- "Invalid value for `median`, must be bigger than or equal to 1."
      }

      # check if the required `p90` is null
      if (is.null(self$`p90`)) {
        invalid_fields["p90"] <- "Non-nullable required field `p90` cannot be null."
      }

      if (self$`p90` > 366) {
        invalid_fields["p90"] <- "Invalid value for `p90`, must be smaller than or equal to 366."
      }
      if (self$`p90` < 1) {
        invalid_fields["p90"] <- "Invalid value for `p90`, must be bigger than or equal to 1."
      }

      # check if the required `first` is null
      if (is.null(self$`first`)) {
        invalid_fields["first"] <- "Non-nullable required field `first` cannot be null."
      }

      if (self$`first` > 366) {
        invalid_fields["first"] <- "Invalid value for `first`, must be smaller than or equal to 366."
      }
      if (self$`first` < 1) {
        invalid_fields["first"] <- "Invalid value for `first`, must be bigger than or equal to 1."
      }

      # check if the required `last` is null
      if (is.null(self$`last`)) {
        invalid_fields["last"] <- "Non-nullable required field `last` cannot be null."
      }

      if (self$`last` > 366) {
        invalid_fields["last"] <- "Invalid value for `last`, must be smaller than or equal to 366."
      }
      if (self$`last` < 1) {
        invalid_fields["last"] <- "Invalid value for `last`, must be bigger than or equal to 1."
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
# FlightPeriodDayOfYear$unlock()
#
## Below is an example to define the print function
# FlightPeriodDayOfYear$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# FlightPeriodDayOfYear$lock()

