#' Create a new CountryStat
#'
#' @description
#' CountryStat Class
#'
#' @docType class
#' @title CountryStat
#' @description CountryStat Class
#' @format An \code{R6Class} generator object
#' @field countryCode  character
#' @field country  character
#' @field records  integer
#' @field species  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
CountryStat <- R6::R6Class(
  "CountryStat",
  public = list(
    `countryCode` = NULL,
    `country` = NULL,
    `records` = NULL,
    `species` = NULL,

    #' @description
    #' Initialize a new CountryStat class.
    #'
    #' @param countryCode countryCode
    #' @param country country
    #' @param records records
    #' @param species species
    #' @param ... Other optional arguments.
    initialize = function(`countryCode`, `country`, `records`, `species`, ...) {
      if (!missing(`countryCode`)) {
        if (!(is.character(`countryCode`) && length(`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", `countryCode`))
        }
        self$`countryCode` <- `countryCode`
      }
      if (!missing(`country`)) {
        if (!(is.character(`country`) && length(`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", `country`))
        }
        self$`country` <- `country`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`species`)) {
        if (!(is.numeric(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", `species`))
        }
        self$`species` <- `species`
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
    #' @return CountryStat as a base R list.
    #' @examples
    #' # convert array of CountryStat (x) to a data frame
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
    #' Convert CountryStat to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      CountryStatObject <- list()
      if (!is.null(self$`countryCode`)) {
        CountryStatObject[["countryCode"]] <-
          self$`countryCode`
      }
      if (!is.null(self$`country`)) {
        CountryStatObject[["country"]] <-
          self$`country`
      }
      if (!is.null(self$`records`)) {
        CountryStatObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`species`)) {
        CountryStatObject[["species"]] <-
          self$`species`
      }
      return(CountryStatObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of CountryStat
    #'
    #' @param input_json the JSON input
    #' @return the instance of CountryStat
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`countryCode`)) {
        self$`countryCode` <- this_object$`countryCode`
      }
      if (!is.null(this_object$`country`)) {
        self$`country` <- this_object$`country`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return CountryStat in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of CountryStat
    #'
    #' @param input_json the JSON input
    #' @return the instance of CountryStat
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`countryCode` <- this_object$`countryCode`
      self$`country` <- this_object$`country`
      self$`records` <- this_object$`records`
      self$`species` <- this_object$`species`
      self
    },

    #' @description
    #' Validate JSON input with respect to CountryStat and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `countryCode`
      if (!is.null(input_json$`countryCode`)) {
        if (!(is.character(input_json$`countryCode`) && length(input_json$`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", input_json$`countryCode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for CountryStat: the required field `countryCode` is missing."))
      }
      # check the required field `country`
      if (!is.null(input_json$`country`)) {
        if (!(is.character(input_json$`country`) && length(input_json$`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", input_json$`country`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for CountryStat: the required field `country` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for CountryStat: the required field `records` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.numeric(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for CountryStat: the required field `species` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of CountryStat
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      if (!str_detect(self$`countryCode`, "^[A-Z]{2}$")) {
        return(FALSE)
      }

      # check if the required `country` is null
      if (is.null(self$`country`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      if (self$`species` < 0) {
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
      if (!str_detect(self$`countryCode`, "^[A-Z]{2}$")) {
        invalid_fields["countryCode"] <- "Invalid value for `countryCode`, must conform to the pattern ^[A-Z]{2}$."
      }

      # check if the required `country` is null
      if (is.null(self$`country`)) {
        invalid_fields["country"] <- "Non-nullable required field `country` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      if (self$`species` < 0) {
        invalid_fields["species"] <- "Invalid value for `species`, must be bigger than or equal to 0."
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
# CountryStat$unlock()
#
## Below is an example to define the print function
# CountryStat$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# CountryStat$lock()

