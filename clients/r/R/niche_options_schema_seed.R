#' Create a new NicheOptionsSchemaSeed
#'
#' @description
#' NicheOptionsSchemaSeed Class
#'
#' @docType class
#' @title NicheOptionsSchemaSeed
#' @description NicheOptionsSchemaSeed Class
#' @format An \code{R6Class} generator object
#' @field minimum  integer
#' @field maximum  integer
#' @field description  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptionsSchemaSeed <- R6::R6Class(
  "NicheOptionsSchemaSeed",
  public = list(
    `minimum` = NULL,
    `maximum` = NULL,
    `description` = NULL,

    #' @description
    #' Initialize a new NicheOptionsSchemaSeed class.
    #'
    #' @param minimum minimum
    #' @param maximum maximum
    #' @param description description
    #' @param ... Other optional arguments.
    initialize = function(`minimum`, `maximum`, `description`, ...) {
      if (!missing(`minimum`)) {
        if (!(is.numeric(`minimum`) && length(`minimum`) == 1)) {
          stop(paste("Error! Invalid data for `minimum`. Must be an integer:", `minimum`))
        }
        self$`minimum` <- `minimum`
      }
      if (!missing(`maximum`)) {
        if (!(is.numeric(`maximum`) && length(`maximum`) == 1)) {
          stop(paste("Error! Invalid data for `maximum`. Must be an integer:", `maximum`))
        }
        self$`maximum` <- `maximum`
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
    #' @return NicheOptionsSchemaSeed as a base R list.
    #' @examples
    #' # convert array of NicheOptionsSchemaSeed (x) to a data frame
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
    #' Convert NicheOptionsSchemaSeed to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsSchemaSeedObject <- list()
      if (!is.null(self$`minimum`)) {
        NicheOptionsSchemaSeedObject[["minimum"]] <-
          self$`minimum`
      }
      if (!is.null(self$`maximum`)) {
        NicheOptionsSchemaSeedObject[["maximum"]] <-
          self$`maximum`
      }
      if (!is.null(self$`description`)) {
        NicheOptionsSchemaSeedObject[["description"]] <-
          self$`description`
      }
      return(NicheOptionsSchemaSeedObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaSeed
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaSeed
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`minimum`)) {
        self$`minimum` <- this_object$`minimum`
      }
      if (!is.null(this_object$`maximum`)) {
        self$`maximum` <- this_object$`maximum`
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
    #' @return NicheOptionsSchemaSeed in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptionsSchemaSeed
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptionsSchemaSeed
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`minimum` <- this_object$`minimum`
      self$`maximum` <- this_object$`maximum`
      self$`description` <- this_object$`description`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptionsSchemaSeed and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `minimum`
      if (!is.null(input_json$`minimum`)) {
        if (!(is.numeric(input_json$`minimum`) && length(input_json$`minimum`) == 1)) {
          stop(paste("Error! Invalid data for `minimum`. Must be an integer:", input_json$`minimum`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaSeed: the required field `minimum` is missing."))
      }
      # check the required field `maximum`
      if (!is.null(input_json$`maximum`)) {
        if (!(is.numeric(input_json$`maximum`) && length(input_json$`maximum`) == 1)) {
          stop(paste("Error! Invalid data for `maximum`. Must be an integer:", input_json$`maximum`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaSeed: the required field `maximum` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheOptionsSchemaSeed: the required field `description` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptionsSchemaSeed
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `minimum` is null
      if (is.null(self$`minimum`)) {
        return(FALSE)
      }

      # check if the required `maximum` is null
      if (is.null(self$`maximum`)) {
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
      # check if the required `minimum` is null
      if (is.null(self$`minimum`)) {
        invalid_fields["minimum"] <- "Non-nullable required field `minimum` cannot be null."
      }

      # check if the required `maximum` is null
      if (is.null(self$`maximum`)) {
        invalid_fields["maximum"] <- "Non-nullable required field `maximum` cannot be null."
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
# NicheOptionsSchemaSeed$unlock()
#
## Below is an example to define the print function
# NicheOptionsSchemaSeed$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptionsSchemaSeed$lock()

