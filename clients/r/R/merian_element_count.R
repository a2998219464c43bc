#' Create a new MerianElementCount
#'
#' @description
#' MerianElementCount Class
#'
#' @docType class
#' @title MerianElementCount
#' @description MerianElementCount Class
#' @format An \code{R6Class} generator object
#' @field element Merian element (M1–M31, MZ). character
#' @field count  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
MerianElementCount <- R6::R6Class(
  "MerianElementCount",
  public = list(
    `element` = NULL,
    `count` = NULL,

    #' @description
    #' Initialize a new MerianElementCount class.
    #'
    #' @param element Merian element (M1–M31, MZ).
    #' @param count count
    #' @param ... Other optional arguments.
    initialize = function(`element`, `count`, ...) {
      if (!missing(`element`)) {
        if (!(is.character(`element`) && length(`element`) == 1)) {
          stop(paste("Error! Invalid data for `element`. Must be a string:", `element`))
        }
        self$`element` <- `element`
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
    #' @return MerianElementCount as a base R list.
    #' @examples
    #' # convert array of MerianElementCount (x) to a data frame
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
    #' Convert MerianElementCount to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      MerianElementCountObject <- list()
      if (!is.null(self$`element`)) {
        MerianElementCountObject[["element"]] <-
          self$`element`
      }
      if (!is.null(self$`count`)) {
        MerianElementCountObject[["count"]] <-
          self$`count`
      }
      return(MerianElementCountObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of MerianElementCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of MerianElementCount
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`element`)) {
        self$`element` <- this_object$`element`
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
    #' @return MerianElementCount in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of MerianElementCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of MerianElementCount
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`element` <- this_object$`element`
      self$`count` <- this_object$`count`
      self
    },

    #' @description
    #' Validate JSON input with respect to MerianElementCount and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `element`
      if (!is.null(input_json$`element`)) {
        if (!(is.character(input_json$`element`) && length(input_json$`element`) == 1)) {
          stop(paste("Error! Invalid data for `element`. Must be a string:", input_json$`element`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MerianElementCount: the required field `element` is missing."))
      }
      # check the required field `count`
      if (!is.null(input_json$`count`)) {
        if (!(is.numeric(input_json$`count`) && length(input_json$`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", input_json$`count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MerianElementCount: the required field `count` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of MerianElementCount
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `element` is null
      if (is.null(self$`element`)) {
        return(FALSE)
      }

      if (!str_detect(self$`element`, "^M([0-9]+|Z)$")) {
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
      # check if the required `element` is null
      if (is.null(self$`element`)) {
        invalid_fields["element"] <- "Non-nullable required field `element` cannot be null."
      }

      if (!str_detect(self$`element`, "^M([0-9]+|Z)$")) {
        invalid_fields["element"] <- "Invalid value for `element`, must conform to the pattern ^M([0-9]+|Z)$."
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
# MerianElementCount$unlock()
#
## Below is an example to define the print function
# MerianElementCount$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# MerianElementCount$lock()

