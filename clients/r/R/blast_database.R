#' Create a new BlastDatabase
#'
#' @description
#' BlastDatabase Class
#'
#' @docType class
#' @title BlastDatabase
#' @description BlastDatabase Class
#' @format An \code{R6Class} generator object
#' @field id MD5 hex of the database path (SequenceServer's rule); not a folder name. character
#' @field title  character
#' @field type  character
#' @field sequenceCount  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastDatabase <- R6::R6Class(
  "BlastDatabase",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `type` = NULL,
    `sequenceCount` = NULL,

    #' @description
    #' Initialize a new BlastDatabase class.
    #'
    #' @param id MD5 hex of the database path (SequenceServer's rule); not a folder name.
    #' @param title title
    #' @param type type
    #' @param sequenceCount sequenceCount
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `type`, `sequenceCount`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`title`)) {
        if (!(is.character(`title`) && length(`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", `title`))
        }
        self$`title` <- `title`
      }
      if (!missing(`type`)) {
        if (!(`type` %in% c("nucleotide", "protein"))) {
          stop(paste("Error! \"", `type`, "\" cannot be assigned to `type`. Must be \"nucleotide\", \"protein\".", sep = ""))
        }
        if (!(is.character(`type`) && length(`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", `type`))
        }
        self$`type` <- `type`
      }
      if (!missing(`sequenceCount`)) {
        if (!(is.numeric(`sequenceCount`) && length(`sequenceCount`) == 1)) {
          stop(paste("Error! Invalid data for `sequenceCount`. Must be an integer:", `sequenceCount`))
        }
        self$`sequenceCount` <- `sequenceCount`
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
    #' @return BlastDatabase as a base R list.
    #' @examples
    #' # convert array of BlastDatabase (x) to a data frame
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
    #' Convert BlastDatabase to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastDatabaseObject <- list()
      if (!is.null(self$`id`)) {
        BlastDatabaseObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        BlastDatabaseObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`type`)) {
        BlastDatabaseObject[["type"]] <-
          self$`type`
      }
      if (!is.null(self$`sequenceCount`)) {
        BlastDatabaseObject[["sequenceCount"]] <-
          self$`sequenceCount`
      }
      return(BlastDatabaseObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastDatabase
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastDatabase
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`type`)) {
        if (!is.null(this_object$`type`) && !(this_object$`type` %in% c("nucleotide", "protein"))) {
          stop(paste("Error! \"", this_object$`type`, "\" cannot be assigned to `type`. Must be \"nucleotide\", \"protein\".", sep = ""))
        }
        self$`type` <- this_object$`type`
      }
      if (!is.null(this_object$`sequenceCount`)) {
        self$`sequenceCount` <- this_object$`sequenceCount`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastDatabase in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastDatabase
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastDatabase
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      if (!is.null(this_object$`type`) && !(this_object$`type` %in% c("nucleotide", "protein"))) {
        stop(paste("Error! \"", this_object$`type`, "\" cannot be assigned to `type`. Must be \"nucleotide\", \"protein\".", sep = ""))
      }
      self$`type` <- this_object$`type`
      self$`sequenceCount` <- this_object$`sequenceCount`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastDatabase and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastDatabase: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastDatabase: the required field `title` is missing."))
      }
      # check the required field `type`
      if (!is.null(input_json$`type`)) {
        if (!(is.character(input_json$`type`) && length(input_json$`type`) == 1)) {
          stop(paste("Error! Invalid data for `type`. Must be a string:", input_json$`type`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastDatabase: the required field `type` is missing."))
      }
      # check the required field `sequenceCount`
      if (!is.null(input_json$`sequenceCount`)) {
        if (!(is.numeric(input_json$`sequenceCount`) && length(input_json$`sequenceCount`) == 1)) {
          stop(paste("Error! Invalid data for `sequenceCount`. Must be an integer:", input_json$`sequenceCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastDatabase: the required field `sequenceCount` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastDatabase
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

      if (!str_detect(self$`id`, "^[0-9a-f]{32}$")) {
        return(FALSE)
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        return(FALSE)
      }

      # check if the required `type` is null
      if (is.null(self$`type`)) {
        return(FALSE)
      }

      # check if the required `sequenceCount` is null
      if (is.null(self$`sequenceCount`)) {
        return(FALSE)
      }

      if (self$`sequenceCount` < 0) {
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

      if (!str_detect(self$`id`, "^[0-9a-f]{32}$")) {
        invalid_fields["id"] <- "Invalid value for `id`, must conform to the pattern ^[0-9a-f]{32}$."
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
      }

      # check if the required `type` is null
      if (is.null(self$`type`)) {
        invalid_fields["type"] <- "Non-nullable required field `type` cannot be null."
      }

      # check if the required `sequenceCount` is null
      if (is.null(self$`sequenceCount`)) {
        invalid_fields["sequenceCount"] <- "Non-nullable required field `sequenceCount` cannot be null."
      }

      if (self$`sequenceCount` < 0) {
        invalid_fields["sequenceCount"] <- "Invalid value for `sequenceCount`, must be bigger than or equal to 0."
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
# BlastDatabase$unlock()
#
## Below is an example to define the print function
# BlastDatabase$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastDatabase$lock()

