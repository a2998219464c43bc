#' Create a new NicheOptionsSchemaIndependence
#'
#' @description
#' NicheOptionsSchemaIndependence Class
#'
#' @docType class
#' @title NicheOptionsSchemaIndependence
#' @description NicheOptionsSchemaIndependence Class
#' @format An \code{R6Class} generator object
#' @field default  character
#' @field description  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptionsSchemaIndependence <- R6::R6Class(
  "NicheOptionsSchemaIndependence",
  public = list(
    `default` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new NicheOptionsSchemaIndependence class.
    #'
    #' @param default default
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`default`, `description`, ...) {
      if (!missing(`default`)) {
        if (!(is.logical(`default`) && length(`default`) == 1)) {
          stop(paste("Error! Invalid data for `default`. Must be a boolean:", `default`))
        }
        self$`default` <- `default`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
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
    #' @return NicheOptionsSchemaIndependence as a base R list.
    #' @examples
    #' # convert array of NicheOptionsSchemaIndependence (x) to a data frame
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
    #' Convert NicheOptionsSchemaIndependence to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsSchemaIndependenceObject <- list()
      if (!is.null(self$`default`)) {
        NicheOptionsSchemaIndependenceObject[["default"]] <-
          self$`default`
      }
      if (!is.null(self$`description`)) {
        NicheOptionsSchemaIndependenceObject[["description"]] <-
          self$`description`
      }
      return(NicheOptionsSchemaIndependenceObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaIndependence
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaIndependence
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`default`)) {
        self$`default` <- this_object$`default`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheOptionsSchemaIndependence in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaIndependence
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaIndependence
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`default` <- this_object$`default`
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptionsSchemaIndependence and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `default`
      if (!is.null(input_json$`default`)) {
        if (!(is.logical(input_json$`default`) && length(input_json$`default`) == 1)) {
          stop(paste("Error! Invalid data for `default`. Must be a boolean:", input_json$`default`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaIndependence: the required field `default` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaIndependence: the required field `description` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptionsSchemaIndependence
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `default` is null
      if (is.null(self$`default`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
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
      # check if the required `default` is null
      if (is.null(self$`default`)) {
        invalid_fields["default"] <- "Non-nullable required field `default` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
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
# NicheOptionsSchemaIndependence$unlock()
#
## Below is an example to define the print function
# NicheOptionsSchemaIndependence$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptionsSchemaIndependence$lock()

