#' Create a new BuscoCount
#'
#' @description
#' BuscoCount Class
#'
#' @docType class
#' @title BuscoCount
#' @description BuscoCount Class
#' @format An \code{R6Class} generator object
#' @field percentage  numeric
#' @field count Number of BUSCO markers; null when the source states percentages only (SciLifeLab Genome Portal, Wright et al. 2024). integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BuscoCount <- R6::R6Class(
  "BuscoCount",
  public = list(
    `percentage` = NULL,
    `count` = NULL,

    #' @description
    #' Initialize a new BuscoCount class.
    #'
    #' @param percentage percentage
    #' @param count Number of BUSCO markers; null when the source states percentages only (SciLifeLab Genome Portal, Wright et al. 2024).
    #' @param ... Other optional arguments.
    initialize = function(`percentage`, `count`, ...) {
      if (!missing(`percentage`)) {
        self$`percentage` <- `percentage`
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
    #' @return BuscoCount as a base R list.
    #' @examples
    #' # convert array of BuscoCount (x) to a data frame
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
    #' Convert BuscoCount to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BuscoCountObject <- list()
      if (!is.null(self$`percentage`)) {
        BuscoCountObject[["percentage"]] <-
          self$`percentage`
      }
      if (!is.null(self$`count`)) {
        BuscoCountObject[["count"]] <-
          self$`count`
      }
      return(BuscoCountObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BuscoCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of BuscoCount
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`percentage`)) {
        self$`percentage` <- this_object$`percentage`
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
    #' @return BuscoCount in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BuscoCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of BuscoCount
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`percentage` <- this_object$`percentage`
      self$`count` <- this_object$`count`
      self
    },

    #' @description
    #' Validate JSON input with respect to BuscoCount and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `percentage`
      if (!is.null(input_json$`percentage`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoCount: the required field `percentage` is missing."))
      }
      # check the required field `count`
      if (!is.null(input_json$`count`)) {
        if (!(is.numeric(input_json$`count`) && length(input_json$`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", input_json$`count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoCount: the required field `count` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BuscoCount
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `percentage` is null
      if (is.null(self$`percentage`)) {
        return(FALSE)
      }

      if (self$`percentage` > 100) {
        return(FALSE)
      }
      if (self$`percentage` < 0) {
        return(FALSE)
      }

      if (self$`count` < 0) {
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
      # check if the required `percentage` is null
      if (is.null(self$`percentage`)) {
        invalid_fields["percentage"] <- "Non-nullable required field `percentage` cannot be null."
      }

      if (self$`percentage` > 100) {
        invalid_fields["percentage"] <- "Invalid value for `percentage`, must be smaller than or equal to 100."
      }
      if (self$`percentage` < 0) {
        invalid_fields["percentage"] <- "Invalid value for `percentage`, must be bigger than or equal to 0."
      }

      if (self$`count` < 0) {
        invalid_fields["count"] <- "Invalid value for `count`, must be bigger than or equal to 0."
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
# BuscoCount$unlock()
#
## Below is an example to define the print function
# BuscoCount$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BuscoCount$lock()

