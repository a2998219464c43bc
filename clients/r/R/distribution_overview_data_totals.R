#' Create a new DistributionOverviewDataTotals
#'
#' @description
#' DistributionOverviewDataTotals Class
#'
#' @docType class
#' @title DistributionOverviewDataTotals
#' @description DistributionOverviewDataTotals Class
#' @format An \code{R6Class} generator object
#' @field records  integer
#' @field recordsWithoutCoordinates Records of `records` without coordinates (the Sierra Nevada survey names sites the source does not place): counted here and in `countries`/`sources`, absent from the heatmap. integer
#' @field species  integer
#' @field countries  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionOverviewDataTotals <- R6::R6Class(
  "DistributionOverviewDataTotals",
  public = list(
    `records` = NULL,
    `recordsWithoutCoordinates` = NULL,
    `species` = NULL,
    `countries` = NULL,

    #' @description
    #' Initialize a new DistributionOverviewDataTotals class.
    #'
    #' @param records records
    #' @param recordsWithoutCoordinates Records of `records` without coordinates (the Sierra Nevada survey names sites the source does not place): counted here and in `countries`/`sources`, absent from the heatmap.
    #' @param species species
    #' @param countries countries
    #' @param ... Other optional arguments.
    initialize = function(`records`, `recordsWithoutCoordinates`, `species`, `countries`, ...) {
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`recordsWithoutCoordinates`)) {
        if (!(is.numeric(`recordsWithoutCoordinates`) && length(`recordsWithoutCoordinates`) == 1)) {
          stop(paste("Error! Invalid data for `recordsWithoutCoordinates`. Must be an integer:", `recordsWithoutCoordinates`))
        }
        self$`recordsWithoutCoordinates` <- `recordsWithoutCoordinates`
      }
      if (!missing(`species`)) {
        if (!(is.numeric(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`countries`)) {
        if (!(is.numeric(`countries`) && length(`countries`) == 1)) {
          stop(paste("Error! Invalid data for `countries`. Must be an integer:", `countries`))
        }
        self$`countries` <- `countries`
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
    #' @return DistributionOverviewDataTotals as a base R list.
    #' @examples
    #' # convert array of DistributionOverviewDataTotals (x) to a data frame
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
    #' Convert DistributionOverviewDataTotals to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionOverviewDataTotalsObject <- list()
      if (!is.null(self$`records`)) {
        DistributionOverviewDataTotalsObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`recordsWithoutCoordinates`)) {
        DistributionOverviewDataTotalsObject[["recordsWithoutCoordinates"]] <-
          self$`recordsWithoutCoordinates`
      }
      if (!is.null(self$`species`)) {
        DistributionOverviewDataTotalsObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`countries`)) {
        DistributionOverviewDataTotalsObject[["countries"]] <-
          self$`countries`
      }
      return(DistributionOverviewDataTotalsObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewDataTotals
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataTotals
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`recordsWithoutCoordinates`)) {
        self$`recordsWithoutCoordinates` <- this_object$`recordsWithoutCoordinates`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`countries`)) {
        self$`countries` <- this_object$`countries`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionOverviewDataTotals in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionOverviewDataTotals
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionOverviewDataTotals
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`records` <- this_object$`records`
      self$`recordsWithoutCoordinates` <- this_object$`recordsWithoutCoordinates`
      self$`species` <- this_object$`species`
      self$`countries` <- this_object$`countries`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionOverviewDataTotals and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataTotals: the required field `records` is missing."))
      }
      # check the required field `recordsWithoutCoordinates`
      if (!is.null(input_json$`recordsWithoutCoordinates`)) {
        if (!(is.numeric(input_json$`recordsWithoutCoordinates`) && length(input_json$`recordsWithoutCoordinates`) == 1)) {
          stop(paste("Error! Invalid data for `recordsWithoutCoordinates`. Must be an integer:", input_json$`recordsWithoutCoordinates`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataTotals: the required field `recordsWithoutCoordinates` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.numeric(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataTotals: the required field `species` is missing."))
      }
      # check the required field `countries`
      if (!is.null(input_json$`countries`)) {
        if (!(is.numeric(input_json$`countries`) && length(input_json$`countries`) == 1)) {
          stop(paste("Error! Invalid data for `countries`. Must be an integer:", input_json$`countries`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionOverviewDataTotals: the required field `countries` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionOverviewDataTotals
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

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `recordsWithoutCoordinates` is null
      if (is.null(self$`recordsWithoutCoordinates`)) {
        return(FALSE)
      }

      if (self$`recordsWithoutCoordinates` < 0) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      if (self$`species` < 0) {
        return(FALSE)
      }

      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        return(FALSE)
      }

      if (self$`countries` < 0) {
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

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `recordsWithoutCoordinates` is null
      if (is.null(self$`recordsWithoutCoordinates`)) {
        invalid_fields["recordsWithoutCoordinates"] <- "Non-nullable required field `recordsWithoutCoordinates` cannot be null."
      }

      if (self$`recordsWithoutCoordinates` < 0) {
        invalid_fields["recordsWithoutCoordinates"] <- "Invalid value for `recordsWithoutCoordinates`, must be bigger than or equal to 0."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      if (self$`species` < 0) {
        invalid_fields["species"] <- "Invalid value for `species`, must be bigger than or equal to 0."
      }

      # check if the required `countries` is null
      if (is.null(self$`countries`)) {
        invalid_fields["countries"] <- "Non-nullable required field `countries` cannot be null."
      }

      if (self$`countries` < 0) {
        invalid_fields["countries"] <- "Invalid value for `countries`, must be bigger than or equal to 0."
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
# DistributionOverviewDataTotals$unlock()
#
## Below is an example to define the print function
# DistributionOverviewDataTotals$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionOverviewDataTotals$lock()

