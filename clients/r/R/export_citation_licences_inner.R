#' Create a new ExportCitationLicencesInner
#'
#' @description
#' ExportCitationLicencesInner Class
#'
#' @docType class
#' @title ExportCitationLicencesInner
#' @description ExportCitationLicencesInner Class
#' @format An \code{R6Class} generator object
#' @field licence  character
#' @field records  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ExportCitationLicencesInner <- R6::R6Class(
  "ExportCitationLicencesInner",
  public = list(
    `licence` = NULL,
    `records` = NULL,

    #' @description
    #' Initialize a new ExportCitationLicencesInner class.
    #'
    #' @param licence licence
    #' @param records records
    #' @param ... Other optional arguments.
    initialize = function(`licence`, `records`, ...) {
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
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
    #' @return ExportCitationLicencesInner as a base R list.
    #' @examples
    #' # convert array of ExportCitationLicencesInner (x) to a data frame
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
    #' Convert ExportCitationLicencesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ExportCitationLicencesInnerObject <- list()
      if (!is.null(self$`licence`)) {
        ExportCitationLicencesInnerObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`records`)) {
        ExportCitationLicencesInnerObject[["records"]] <-
          self$`records`
      }
      return(ExportCitationLicencesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportCitationLicencesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportCitationLicencesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
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
    #' @return ExportCitationLicencesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportCitationLicencesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportCitationLicencesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`licence` <- this_object$`licence`
      self$`records` <- this_object$`records`
      self
    },

    #' @description
    #' Validate JSON input with respect to ExportCitationLicencesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportCitationLicencesInner: the required field `licence` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportCitationLicencesInner: the required field `records` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ExportCitationLicencesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
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
      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        invalid_fields["licence"] <- "Non-nullable required field `licence` cannot be null."
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
# ExportCitationLicencesInner$unlock()
#
## Below is an example to define the print function
# ExportCitationLicencesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ExportCitationLicencesInner$lock()

