#' Create a new ProteinStructureInfo
#'
#' @description
#' 3D structure available at `href`; null when the protein has none.
#'
#' @docType class
#' @title ProteinStructureInfo
#' @description ProteinStructureInfo Class
#' @format An \code{R6Class} generator object
#' @field format  character
#' @field href  character
#' @field chains  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ProteinStructureInfo <- R6::R6Class(
  "ProteinStructureInfo",
  public = list(
    `format` = NULL,
    `href` = NULL,
    `chains` = NULL,

    #' @description
    #' Initialize a new ProteinStructureInfo class.
    #'
    #' @param format format
    #' @param href href
    #' @param chains chains
    #' @param ... Other optional arguments.
    initialize = function(`format`, `href`, `chains`, ...) {
      if (!missing(`format`)) {
        if (!(`format` %in% c("pdb"))) {
          stop(paste("Error! \"", `format`, "\" cannot be assigned to `format`. Must be \"pdb\".", sep = ""))
        }
        if (!(is.character(`format`) && length(`format`) == 1)) {
          stop(paste("Error! Invalid data for `format`. Must be a string:", `format`))
        }
        self$`format` <- `format`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
      }
      if (!missing(`chains`)) {
        if (!(is.numeric(`chains`) && length(`chains`) == 1)) {
          stop(paste("Error! Invalid data for `chains`. Must be an integer:", `chains`))
        }
        self$`chains` <- `chains`
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
    #' @return ProteinStructureInfo as a base R list.
    #' @examples
    #' # convert array of ProteinStructureInfo (x) to a data frame
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
    #' Convert ProteinStructureInfo to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ProteinStructureInfoObject <- list()
      if (!is.null(self$`format`)) {
        ProteinStructureInfoObject[["format"]] <-
          self$`format`
      }
      if (!is.null(self$`href`)) {
        ProteinStructureInfoObject[["href"]] <-
          self$`href`
      }
      if (!is.null(self$`chains`)) {
        ProteinStructureInfoObject[["chains"]] <-
          self$`chains`
      }
      return(ProteinStructureInfoObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinStructureInfo
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinStructureInfo
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`format`)) {
        if (!is.null(this_object$`format`) && !(this_object$`format` %in% c("pdb"))) {
          stop(paste("Error! \"", this_object$`format`, "\" cannot be assigned to `format`. Must be \"pdb\".", sep = ""))
        }
        self$`format` <- this_object$`format`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      if (!is.null(this_object$`chains`)) {
        self$`chains` <- this_object$`chains`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ProteinStructureInfo in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinStructureInfo
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinStructureInfo
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`format`) && !(this_object$`format` %in% c("pdb"))) {
        stop(paste("Error! \"", this_object$`format`, "\" cannot be assigned to `format`. Must be \"pdb\".", sep = ""))
      }
      self$`format` <- this_object$`format`
      self$`href` <- this_object$`href`
      self$`chains` <- this_object$`chains`
      self
    },

    #' @description
    #' Validate JSON input with respect to ProteinStructureInfo and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `format`
      if (!is.null(input_json$`format`)) {
        if (!(is.character(input_json$`format`) && length(input_json$`format`) == 1)) {
          stop(paste("Error! Invalid data for `format`. Must be a string:", input_json$`format`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinStructureInfo: the required field `format` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinStructureInfo: the required field `href` is missing."))
      }
      # check the required field `chains`
      if (!is.null(input_json$`chains`)) {
        if (!(is.numeric(input_json$`chains`) && length(input_json$`chains`) == 1)) {
          stop(paste("Error! Invalid data for `chains`. Must be an integer:", input_json$`chains`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinStructureInfo: the required field `chains` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ProteinStructureInfo
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `format` is null
      if (is.null(self$`format`)) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        return(FALSE)
      }

      if (self$`chains` < 1) {
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
      # check if the required `format` is null
      if (is.null(self$`format`)) {
        invalid_fields["format"] <- "Non-nullable required field `format` cannot be null."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
      }

      if (self$`chains` < 1) {
        invalid_fields["chains"] <- "Invalid value for `chains`, must be bigger than or equal to 1."
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
# ProteinStructureInfo$unlock()
#
## Below is an example to define the print function
# ProteinStructureInfo$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ProteinStructureInfo$lock()

