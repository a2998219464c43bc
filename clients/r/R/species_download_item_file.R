#' Create a new SpeciesDownloadItemFile
#'
#' @description
#' SpeciesDownloadItemFile Class
#'
#' @docType class
#' @title SpeciesDownloadItemFile
#' @description SpeciesDownloadItemFile Class
#' @format An \code{R6Class} generator object
#' @field href  character
#' @field label  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SpeciesDownloadItemFile <- R6::R6Class(
  "SpeciesDownloadItemFile",
  public = list(
    `href` = NULL,
    `label` = NULL,

    #' @description
    #' Initialize a new SpeciesDownloadItemFile class.
    #'
    #' @param href href
    #' @param label label
    #' @param ... Other optional arguments.
    initialize = function(`href`, `label`, ...) {
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
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
    #' @return SpeciesDownloadItemFile as a base R list.
    #' @examples
    #' # convert array of SpeciesDownloadItemFile (x) to a data frame
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
    #' Convert SpeciesDownloadItemFile to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SpeciesDownloadItemFileObject <- list()
      if (!is.null(self$`href`)) {
        SpeciesDownloadItemFileObject[["href"]] <-
          self$`href`
      }
      if (!is.null(self$`label`)) {
        SpeciesDownloadItemFileObject[["label"]] <-
          self$`label`
      }
      return(SpeciesDownloadItemFileObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadItemFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadItemFile
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SpeciesDownloadItemFile in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadItemFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadItemFile
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`href` <- this_object$`href`
      self$`label` <- this_object$`label`
      self
    },

    #' @description
    #' Validate JSON input with respect to SpeciesDownloadItemFile and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItemFile: the required field `href` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItemFile: the required field `label` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SpeciesDownloadItemFile
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `href` is null
      if (is.null(self$`href`)) {
        return(FALSE)
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
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
      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
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
# SpeciesDownloadItemFile$unlock()
#
## Below is an example to define the print function
# SpeciesDownloadItemFile$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SpeciesDownloadItemFile$lock()

