#' Create a new NodePublication
#'
#' @description
#' NodePublication Class
#'
#' @docType class
#' @title NodePublication
#' @description NodePublication Class
#' @format An \code{R6Class} generator object
#' @field title  character
#' @field citation  character
#' @field href DOI link or the publication's path on this service. character
#' @field tags  list(character)
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NodePublication <- R6::R6Class(
  "NodePublication",
  public = list(
    `title` = NULL,
    `citation` = NULL,
    `href` = NULL,
    `tags` = NULL,

    #' @description
    #' Initialize a new NodePublication class.
    #'
    #' @param title title
    #' @param citation citation
    #' @param href DOI link or the publication's path on this service.
    #' @param tags tags
    #' @param ... Other optional arguments.
    initialize = function(`title`, `citation`, `href`, `tags`, ...) {
      if (!missing(`title`)) {
        if (!(is.character(`title`) && length(`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", `title`))
        }
        self$`title` <- `title`
      }
      if (!missing(`citation`)) {
        if (!(is.character(`citation`) && length(`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", `citation`))
        }
        self$`citation` <- `citation`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
      }
      if (!missing(`tags`)) {
        stopifnot(is.vector(`tags`), length(`tags`) != 0)
        sapply(`tags`, function(x) stopifnot(is.character(x)))
        self$`tags` <- `tags`
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
    #' @return NodePublication as a base R list.
    #' @examples
    #' # convert array of NodePublication (x) to a data frame
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
    #' Convert NodePublication to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NodePublicationObject <- list()
      if (!is.null(self$`title`)) {
        NodePublicationObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`citation`)) {
        NodePublicationObject[["citation"]] <-
          self$`citation`
      }
      if (!is.null(self$`href`)) {
        NodePublicationObject[["href"]] <-
          self$`href`
      }
      if (!is.null(self$`tags`)) {
        NodePublicationObject[["tags"]] <-
          self$`tags`
      }
      return(NodePublicationObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NodePublication
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodePublication
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`citation`)) {
        self$`citation` <- this_object$`citation`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      if (!is.null(this_object$`tags`)) {
        self$`tags` <- ApiClient$new()$deserializeObj(this_object$`tags`, "array[character]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NodePublication in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NodePublication
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodePublication
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`title` <- this_object$`title`
      self$`citation` <- this_object$`citation`
      self$`href` <- this_object$`href`
      self$`tags` <- ApiClient$new()$deserializeObj(this_object$`tags`, "array[character]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to NodePublication and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodePublication: the required field `title` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodePublication: the required field `citation` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodePublication: the required field `href` is missing."))
      }
      # check the required field `tags`
      if (!is.null(input_json$`tags`)) {
        stopifnot(is.vector(input_json$`tags`), length(input_json$`tags`) != 0)
        tmp <- sapply(input_json$`tags`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodePublication: the required field `tags` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NodePublication
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `title` is null
      if (is.null(self$`title`)) {
        return(FALSE)
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        return(FALSE)
      }

      # check if the required `tags` is null
      if (is.null(self$`tags`)) {
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
      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        invalid_fields["citation"] <- "Non-nullable required field `citation` cannot be null."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
      }

      # check if the required `tags` is null
      if (is.null(self$`tags`)) {
        invalid_fields["tags"] <- "Non-nullable required field `tags` cannot be null."
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
# NodePublication$unlock()
#
## Below is an example to define the print function
# NodePublication$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NodePublication$lock()

