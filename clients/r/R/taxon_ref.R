#' Create a new TaxonRef
#'
#' @description
#' A compact reference to a taxonomy node.
#'
#' @docType class
#' @title TaxonRef
#' @description TaxonRef Class
#' @format An \code{R6Class} generator object
#' @field id Taxonomy node id. integer
#' @field name  character
#' @field rank  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonRef <- R6::R6Class(
  "TaxonRef",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `rank` = NULL,

    #' @description
    #' Initialize a new TaxonRef class.
    #'
    #' @param id Taxonomy node id.
    #' @param name name
    #' @param rank rank
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `rank`, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`rank`)) {
        if (!(is.character(`rank`) && length(`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", `rank`))
        }
        self$`rank` <- `rank`
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
    #' @return TaxonRef as a base R list.
    #' @examples
    #' # convert array of TaxonRef (x) to a data frame
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
    #' Convert TaxonRef to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonRefObject <- list()
      if (!is.null(self$`id`)) {
        TaxonRefObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        TaxonRefObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`rank`)) {
        TaxonRefObject[["rank"]] <-
          self$`rank`
      }
      return(TaxonRefObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonRef
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonRef
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonRef in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonRef
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonRef
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`rank` <- this_object$`rank`
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonRef and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonRef: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonRef: the required field `name` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonRef: the required field `rank` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonRef
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`id` < 1) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
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
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
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
# TaxonRef$unlock()
#
## Below is an example to define the print function
# TaxonRef$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonRef$lock()

