#' Create a new NicheOptionsSchemaVariableSelection
#'
#' @description
#' NicheOptionsSchemaVariableSelection Class
#'
#' @docType class
#' @title NicheOptionsSchemaVariableSelection
#' @description NicheOptionsSchemaVariableSelection Class
#' @format An \code{R6Class} generator object
#' @field values  list(\link{VariableSelection})
#' @field default  \link{VariableSelection}
#' @field description  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptionsSchemaVariableSelection <- R6::R6Class(
  "NicheOptionsSchemaVariableSelection",
  public = list(
    `values` = NULL,
    `default` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new NicheOptionsSchemaVariableSelection class.
    #'
    #' @param values values
    #' @param default default
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`values`, `default`, `description`, ...) {
      if (!missing(`values`)) {
        stopifnot(is.vector(`values`), length(`values`) != 0)
        sapply(`values`, function(x) stopifnot(R6::is.R6(x)))
        self$`values` <- `values`
      }
      if (!missing(`default`)) {
        if (!(`default` %in% c())) {
          stop(paste("Error! \"", `default`, "\" cannot be assigned to `default`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`default`))
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
    #' @return NicheOptionsSchemaVariableSelection as a base R list.
    #' @examples
    #' # convert array of NicheOptionsSchemaVariableSelection (x) to a data frame
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
    #' Convert NicheOptionsSchemaVariableSelection to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsSchemaVariableSelectionObject <- list()
      if (!is.null(self$`values`)) {
        NicheOptionsSchemaVariableSelectionObject[["values"]] <-
          self$extractSimpleType(self$`values`)
      }
      if (!is.null(self$`default`)) {
        NicheOptionsSchemaVariableSelectionObject[["default"]] <-
          self$extractSimpleType(self$`default`)
      }
      if (!is.null(self$`description`)) {
        NicheOptionsSchemaVariableSelectionObject[["description"]] <-
          self$`description`
      }
      return(NicheOptionsSchemaVariableSelectionObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaVariableSelection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaVariableSelection
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`values`)) {
        self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[VariableSelection]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`default`)) {
        `default_object` <- VariableSelection$new()
        `default_object`$fromJSON(jsonlite::toJSON(this_object$`default`, auto_unbox = TRUE, digits = NA))
        self$`default` <- `default_object`
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
    #' @return NicheOptionsSchemaVariableSelection in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaVariableSelection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaVariableSelection
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`values` <- ApiClient$new()$deserializeObj(this_object$`values`, "array[VariableSelection]", loadNamespace("lepidoptera"))
      self$`default` <- VariableSelection$new()$fromJSON(jsonlite::toJSON(this_object$`default`, auto_unbox = TRUE, digits = NA))
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptionsSchemaVariableSelection and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `values`
      if (!is.null(input_json$`values`)) {
        stopifnot(is.vector(input_json$`values`), length(input_json$`values`) != 0)
        tmp <- sapply(input_json$`values`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaVariableSelection: the required field `values` is missing."))
      }
      # check the required field `default`
      if (!is.null(input_json$`default`)) {
        stopifnot(R6::is.R6(input_json$`default`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaVariableSelection: the required field `default` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaVariableSelection: the required field `description` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptionsSchemaVariableSelection
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `values` is null
      if (is.null(self$`values`)) {
        return(FALSE)
      }

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
      # check if the required `values` is null
      if (is.null(self$`values`)) {
        invalid_fields["values"] <- "Non-nullable required field `values` cannot be null."
      }

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
# NicheOptionsSchemaVariableSelection$unlock()
#
## Below is an example to define the print function
# NicheOptionsSchemaVariableSelection$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptionsSchemaVariableSelection$lock()

