#' Create a new BlastHit
#'
#' @description
#' BlastHit Class
#'
#' @docType class
#' @title BlastHit
#' @description BlastHit Class
#' @format An \code{R6Class} generator object
#' @field id First word of the subject's FASTA header. character
#' @field title  character
#' @field length  integer
#' @field hsps  list(\link{BlastHsp})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastHit <- R6::R6Class(
  "BlastHit",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `length` = NULL,
    `hsps` = NULL,

    #' @description
    #' Initialize a new BlastHit class.
    #'
    #' @param id First word of the subject's FASTA header.
    #' @param title title
    #' @param length length
    #' @param hsps hsps
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `length`, `hsps`, ...) {
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
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`hsps`)) {
        stopifnot(is.vector(`hsps`), length(`hsps`) != 0)
        sapply(`hsps`, function(x) stopifnot(R6::is.R6(x)))
        self$`hsps` <- `hsps`
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
    #' @return BlastHit as a base R list.
    #' @examples
    #' # convert array of BlastHit (x) to a data frame
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
    #' Convert BlastHit to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastHitObject <- list()
      if (!is.null(self$`id`)) {
        BlastHitObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        BlastHitObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`length`)) {
        BlastHitObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`hsps`)) {
        BlastHitObject[["hsps"]] <-
          self$extractSimpleType(self$`hsps`)
      }
      return(BlastHitObject)
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
    #' Deserialize JSON string into an instance of BlastHit
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHit
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`hsps`)) {
        self$`hsps` <- ApiClient$new()$deserializeObj(this_object$`hsps`, "array[BlastHsp]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastHit in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastHit
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHit
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`length` <- this_object$`length`
      self$`hsps` <- ApiClient$new()$deserializeObj(this_object$`hsps`, "array[BlastHsp]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastHit and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `title` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `length` is missing."))
      }
      # check the required field `hsps`
      if (!is.null(input_json$`hsps`)) {
        stopifnot(is.vector(input_json$`hsps`), length(input_json$`hsps`) != 0)
        tmp <- sapply(input_json$`hsps`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `hsps` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastHit
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

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (self$`length` < 0) {
        return(FALSE)
      }

      # check if the required `hsps` is null
      if (is.null(self$`hsps`)) {
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

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (self$`length` < 0) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 0."
      }

      # check if the required `hsps` is null
      if (is.null(self$`hsps`)) {
        invalid_fields["hsps"] <- "Non-nullable required field `hsps` cannot be null."
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
# BlastHit$unlock()
#
## Below is an example to define the print function
# BlastHit$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastHit$lock()

