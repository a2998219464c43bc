#' Create a new NicheJobFilesInner
#'
#' @description
#' NicheJobFilesInner Class
#'
#' @docType class
#' @title NicheJobFilesInner
#' @description NicheJobFilesInner Class
#' @format An \code{R6Class} generator object
#' @field fileName  character
#' @field role  character
#' @field uploaded  character
#' @field sizeBytes  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheJobFilesInner <- R6::R6Class(
  "NicheJobFilesInner",
  public = list(
    `fileName` = NULL,
    `role` = NULL,
    `uploaded` = NULL,
    `sizeBytes` = NULL,

    #' @description
    #' Initialize a new NicheJobFilesInner class.
    #'
    #' @param fileName fileName
    #' @param role role
    #' @param uploaded uploaded
    #' @param sizeBytes sizeBytes
    #' @param ... Other optional arguments.
    initialize = function(`fileName`, `role`, `uploaded`, `sizeBytes`, ...) {
      if (!missing(`fileName`)) {
        if (!(is.character(`fileName`) && length(`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", `fileName`))
        }
        self$`fileName` <- `fileName`
      }
      if (!missing(`role`)) {
        if (!(is.character(`role`) && length(`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", `role`))
        }
        self$`role` <- `role`
      }
      if (!missing(`uploaded`)) {
        if (!(is.logical(`uploaded`) && length(`uploaded`) == 1)) {
          stop(paste("Error! Invalid data for `uploaded`. Must be a boolean:", `uploaded`))
        }
        self$`uploaded` <- `uploaded`
      }
      if (!missing(`sizeBytes`)) {
        if (!(is.numeric(`sizeBytes`) && length(`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", `sizeBytes`))
        }
        self$`sizeBytes` <- `sizeBytes`
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
    #' @return NicheJobFilesInner as a base R list.
    #' @examples
    #' # convert array of NicheJobFilesInner (x) to a data frame
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
    #' Convert NicheJobFilesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheJobFilesInnerObject <- list()
      if (!is.null(self$`fileName`)) {
        NicheJobFilesInnerObject[["fileName"]] <-
          self$`fileName`
      }
      if (!is.null(self$`role`)) {
        NicheJobFilesInnerObject[["role"]] <-
          self$`role`
      }
      if (!is.null(self$`uploaded`)) {
        NicheJobFilesInnerObject[["uploaded"]] <-
          self$`uploaded`
      }
      if (!is.null(self$`sizeBytes`)) {
        NicheJobFilesInnerObject[["sizeBytes"]] <-
          self$`sizeBytes`
      }
      return(NicheJobFilesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheJobFilesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJobFilesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`fileName`)) {
        self$`fileName` <- this_object$`fileName`
      }
      if (!is.null(this_object$`role`)) {
        self$`role` <- this_object$`role`
      }
      if (!is.null(this_object$`uploaded`)) {
        self$`uploaded` <- this_object$`uploaded`
      }
      if (!is.null(this_object$`sizeBytes`)) {
        self$`sizeBytes` <- this_object$`sizeBytes`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheJobFilesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheJobFilesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheJobFilesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`fileName` <- this_object$`fileName`
      self$`role` <- this_object$`role`
      self$`uploaded` <- this_object$`uploaded`
      self$`sizeBytes` <- this_object$`sizeBytes`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheJobFilesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `fileName`
      if (!is.null(input_json$`fileName`)) {
        if (!(is.character(input_json$`fileName`) && length(input_json$`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", input_json$`fileName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobFilesInner: the required field `fileName` is missing."))
      }
      # check the required field `role`
      if (!is.null(input_json$`role`)) {
        if (!(is.character(input_json$`role`) && length(input_json$`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", input_json$`role`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobFilesInner: the required field `role` is missing."))
      }
      # check the required field `uploaded`
      if (!is.null(input_json$`uploaded`)) {
        if (!(is.logical(input_json$`uploaded`) && length(input_json$`uploaded`) == 1)) {
          stop(paste("Error! Invalid data for `uploaded`. Must be a boolean:", input_json$`uploaded`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobFilesInner: the required field `uploaded` is missing."))
      }
      # check the required field `sizeBytes`
      if (!is.null(input_json$`sizeBytes`)) {
        if (!(is.numeric(input_json$`sizeBytes`) && length(input_json$`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", input_json$`sizeBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheJobFilesInner: the required field `sizeBytes` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheJobFilesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        return(FALSE)
      }

      # check if the required `role` is null
      if (is.null(self$`role`)) {
        return(FALSE)
      }

      # check if the required `uploaded` is null
      if (is.null(self$`uploaded`)) {
        return(FALSE)
      }

      if (self$`sizeBytes` < 0) {
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
      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        invalid_fields["fileName"] <- "Non-nullable required field `fileName` cannot be null."
      }

      # check if the required `role` is null
      if (is.null(self$`role`)) {
        invalid_fields["role"] <- "Non-nullable required field `role` cannot be null."
      }

      # check if the required `uploaded` is null
      if (is.null(self$`uploaded`)) {
        invalid_fields["uploaded"] <- "Non-nullable required field `uploaded` cannot be null."
      }

      if (self$`sizeBytes` < 0) {
        invalid_fields["sizeBytes"] <- "Invalid value for `sizeBytes`, must be bigger than or equal to 0."
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
# NicheJobFilesInner$unlock()
#
## Below is an example to define the print function
# NicheJobFilesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheJobFilesInner$lock()

