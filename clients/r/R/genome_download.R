#' Create a new GenomeDownload
#'
#' @description
#' GenomeDownload Class
#'
#' @docType class
#' @title GenomeDownload
#' @description GenomeDownload Class
#' @format An \code{R6Class} generator object
#' @field label  character
#' @field format  character
#' @field size Display size (e.g. `120 MB`); null when unknown. character
#' @field href  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeDownload <- R6::R6Class(
  "GenomeDownload",
  public = list(
    `label` = NULL,
    `format` = NULL,
    `size` = NULL,
    `href` = NULL,

    #' @description
    #' Initialize a new GenomeDownload class.
    #'
    #' @param label label
    #' @param format format
    #' @param size Display size (e.g. `120 MB`); null when unknown.
    #' @param href href
    #' @param ... Other optional arguments.
    initialize = function(`label`, `format`, `size`, `href`, ...) {
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`format`)) {
        if (!(is.character(`format`) && length(`format`) == 1)) {
          stop(paste("Error! Invalid data for `format`. Must be a string:", `format`))
        }
        self$`format` <- `format`
      }
      if (!missing(`size`)) {
        if (!(is.character(`size`) && length(`size`) == 1)) {
          stop(paste("Error! Invalid data for `size`. Must be a string:", `size`))
        }
        self$`size` <- `size`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
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
    #' @return GenomeDownload as a base R list.
    #' @examples
    #' # convert array of GenomeDownload (x) to a data frame
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
    #' Convert GenomeDownload to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeDownloadObject <- list()
      if (!is.null(self$`label`)) {
        GenomeDownloadObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`format`)) {
        GenomeDownloadObject[["format"]] <-
          self$`format`
      }
      if (!is.null(self$`size`)) {
        GenomeDownloadObject[["size"]] <-
          self$`size`
      }
      if (!is.null(self$`href`)) {
        GenomeDownloadObject[["href"]] <-
          self$`href`
      }
      return(GenomeDownloadObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeDownload
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeDownload
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`format`)) {
        self$`format` <- this_object$`format`
      }
      if (!is.null(this_object$`size`)) {
        self$`size` <- this_object$`size`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeDownload in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeDownload
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeDownload
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`label` <- this_object$`label`
      self$`format` <- this_object$`format`
      self$`size` <- this_object$`size`
      self$`href` <- this_object$`href`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeDownload and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDownload: the required field `label` is missing."))
      }
      # check the required field `format`
      if (!is.null(input_json$`format`)) {
        if (!(is.character(input_json$`format`) && length(input_json$`format`) == 1)) {
          stop(paste("Error! Invalid data for `format`. Must be a string:", input_json$`format`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDownload: the required field `format` is missing."))
      }
      # check the required field `size`
      if (!is.null(input_json$`size`)) {
        if (!(is.character(input_json$`size`) && length(input_json$`size`) == 1)) {
          stop(paste("Error! Invalid data for `size`. Must be a string:", input_json$`size`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDownload: the required field `size` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDownload: the required field `href` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeDownload
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `label` is null
      if (is.null(self$`label`)) {
        return(FALSE)
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
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
      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
      }

      # check if the required `format` is null
      if (is.null(self$`format`)) {
        invalid_fields["format"] <- "Non-nullable required field `format` cannot be null."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
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
# GenomeDownload$unlock()
#
## Below is an example to define the print function
# GenomeDownload$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeDownload$lock()

