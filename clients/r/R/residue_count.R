#' Create a new ResidueCount
#'
#' @description
#' ResidueCount Class
#'
#' @docType class
#' @title ResidueCount
#' @description ResidueCount Class
#' @format An \code{R6Class} generator object
#' @field residue One-letter residue code. character
#' @field count  integer
#' @field percentage  numeric
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ResidueCount <- R6::R6Class(
  "ResidueCount",
  public = list(
    `residue` = NULL,
    `count` = NULL,
    `percentage` = NULL,

    #' @description
    #' Initialize a new ResidueCount class.
    #'
    #' @param residue One-letter residue code.
    #' @param count count
    #' @param percentage percentage
    #' @param ... Other optional arguments.
    initialize = function(`residue`, `count`, `percentage`, ...) {
      if (!missing(`residue`)) {
        if (!(is.character(`residue`) && length(`residue`) == 1)) {
          stop(paste("Error! Invalid data for `residue`. Must be a string:", `residue`))
        }
        self$`residue` <- `residue`
      }
      if (!missing(`count`)) {
        if (!(is.numeric(`count`) && length(`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", `count`))
        }
        self$`count` <- `count`
      }
      if (!missing(`percentage`)) {
        self$`percentage` <- `percentage`
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
    #' @return ResidueCount as a base R list.
    #' @examples
    #' # convert array of ResidueCount (x) to a data frame
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
    #' Convert ResidueCount to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ResidueCountObject <- list()
      if (!is.null(self$`residue`)) {
        ResidueCountObject[["residue"]] <-
          self$`residue`
      }
      if (!is.null(self$`count`)) {
        ResidueCountObject[["count"]] <-
          self$`count`
      }
      if (!is.null(self$`percentage`)) {
        ResidueCountObject[["percentage"]] <-
          self$`percentage`
      }
      return(ResidueCountObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ResidueCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of ResidueCount
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`residue`)) {
        self$`residue` <- this_object$`residue`
      }
      if (!is.null(this_object$`count`)) {
        self$`count` <- this_object$`count`
      }
      if (!is.null(this_object$`percentage`)) {
        self$`percentage` <- this_object$`percentage`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ResidueCount in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ResidueCount
    #'
    #' @param input_json the JSON input
    #' @return the instance of ResidueCount
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`residue` <- this_object$`residue`
      self$`count` <- this_object$`count`
      self$`percentage` <- this_object$`percentage`
      self
    },

    #' @description
    #' Validate JSON input with respect to ResidueCount and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `residue`
      if (!is.null(input_json$`residue`)) {
        if (!(is.character(input_json$`residue`) && length(input_json$`residue`) == 1)) {
          stop(paste("Error! Invalid data for `residue`. Must be a string:", input_json$`residue`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResidueCount: the required field `residue` is missing."))
      }
      # check the required field `count`
      if (!is.null(input_json$`count`)) {
        if (!(is.numeric(input_json$`count`) && length(input_json$`count`) == 1)) {
          stop(paste("Error! Invalid data for `count`. Must be an integer:", input_json$`count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResidueCount: the required field `count` is missing."))
      }
      # check the required field `percentage`
      if (!is.null(input_json$`percentage`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResidueCount: the required field `percentage` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ResidueCount
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `residue` is null
      if (is.null(self$`residue`)) {
        return(FALSE)
      }

      if (nchar(self$`residue`) > 1) {
        return(FALSE)
      }
      if (nchar(self$`residue`) < 1) {
        return(FALSE)
      }

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        return(FALSE)
      }

      if (self$`count` < 0) {
        return(FALSE)
      }

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

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `residue` is null
      if (is.null(self$`residue`)) {
        invalid_fields["residue"] <- "Non-nullable required field `residue` cannot be null."
      }

      if (nchar(self$`residue`) > 1) {
        invalid_fields["residue"] <- "Invalid length for `residue`, must be smaller than or equal to 1."
      }
      if (nchar(self$`residue`) < 1) {
        invalid_fields["residue"] <- "Invalid length for `residue`, must be bigger than or equal to 1."
      }

      # check if the required `count` is null
      if (is.null(self$`count`)) {
        invalid_fields["count"] <- "Non-nullable required field `count` cannot be null."
      }

      if (self$`count` < 0) {
        invalid_fields["count"] <- "Invalid value for `count`, must be bigger than or equal to 0."
      }

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
# ResidueCount$unlock()
#
## Below is an example to define the print function
# ResidueCount$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ResidueCount$lock()

