#' Create a new LiteratureItem
#'
#' @description
#' LiteratureItem Class
#'
#' @docType class
#' @title LiteratureItem
#' @description LiteratureItem Class
#' @format An \code{R6Class} generator object
#' @field id Record id (a string of digits). character
#' @field title  character
#' @field authors Authors as one string (e.g. `Kawahara et al.`); null when the source lists none. character
#' @field year  integer
#' @field journal  character
#' @field doi DOI without the resolver prefix. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
LiteratureItem <- R6::R6Class(
  "LiteratureItem",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `authors` = NULL,
    `year` = NULL,
    `journal` = NULL,
    `doi` = NULL,

    #' @description
    #' Initialize a new LiteratureItem class.
    #'
    #' @param id Record id (a string of digits).
    #' @param title title
    #' @param authors Authors as one string (e.g. `Kawahara et al.`); null when the source lists none.
    #' @param year year
    #' @param journal journal
    #' @param doi DOI without the resolver prefix.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `authors`, `year`, `journal`, `doi`, ...) {
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
      if (!missing(`authors`)) {
        if (!(is.character(`authors`) && length(`authors`) == 1)) {
          stop(paste("Error! Invalid data for `authors`. Must be a string:", `authors`))
        }
        self$`authors` <- `authors`
      }
      if (!missing(`year`)) {
        if (!(is.numeric(`year`) && length(`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", `year`))
        }
        self$`year` <- `year`
      }
      if (!missing(`journal`)) {
        if (!(is.character(`journal`) && length(`journal`) == 1)) {
          stop(paste("Error! Invalid data for `journal`. Must be a string:", `journal`))
        }
        self$`journal` <- `journal`
      }
      if (!missing(`doi`)) {
        if (!(is.character(`doi`) && length(`doi`) == 1)) {
          stop(paste("Error! Invalid data for `doi`. Must be a string:", `doi`))
        }
        self$`doi` <- `doi`
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
    #' @return LiteratureItem as a base R list.
    #' @examples
    #' # convert array of LiteratureItem (x) to a data frame
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
    #' Convert LiteratureItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      LiteratureItemObject <- list()
      if (!is.null(self$`id`)) {
        LiteratureItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        LiteratureItemObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`authors`)) {
        LiteratureItemObject[["authors"]] <-
          self$`authors`
      }
      if (!is.null(self$`year`)) {
        LiteratureItemObject[["year"]] <-
          self$`year`
      }
      if (!is.null(self$`journal`)) {
        LiteratureItemObject[["journal"]] <-
          self$`journal`
      }
      if (!is.null(self$`doi`)) {
        LiteratureItemObject[["doi"]] <-
          self$`doi`
      }
      return(LiteratureItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`authors`)) {
        self$`authors` <- this_object$`authors`
      }
      if (!is.null(this_object$`year`)) {
        self$`year` <- this_object$`year`
      }
      if (!is.null(this_object$`journal`)) {
        self$`journal` <- this_object$`journal`
      }
      if (!is.null(this_object$`doi`)) {
        self$`doi` <- this_object$`doi`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return LiteratureItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`authors` <- this_object$`authors`
      self$`year` <- this_object$`year`
      self$`journal` <- this_object$`journal`
      self$`doi` <- this_object$`doi`
      self
    },

    #' @description
    #' Validate JSON input with respect to LiteratureItem and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `title` is missing."))
      }
      # check the required field `authors`
      if (!is.null(input_json$`authors`)) {
        if (!(is.character(input_json$`authors`) && length(input_json$`authors`) == 1)) {
          stop(paste("Error! Invalid data for `authors`. Must be a string:", input_json$`authors`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `authors` is missing."))
      }
      # check the required field `year`
      if (!is.null(input_json$`year`)) {
        if (!(is.numeric(input_json$`year`) && length(input_json$`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", input_json$`year`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `year` is missing."))
      }
      # check the required field `journal`
      if (!is.null(input_json$`journal`)) {
        if (!(is.character(input_json$`journal`) && length(input_json$`journal`) == 1)) {
          stop(paste("Error! Invalid data for `journal`. Must be a string:", input_json$`journal`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `journal` is missing."))
      }
      # check the required field `doi`
      if (!is.null(input_json$`doi`)) {
        if (!(is.character(input_json$`doi`) && length(input_json$`doi`) == 1)) {
          stop(paste("Error! Invalid data for `doi`. Must be a string:", input_json$`doi`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureItem: the required field `doi` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of LiteratureItem
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

      if (!str_detect(self$`id`, "^[0-9]+$")) {
        return(FALSE)
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
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

      if (!str_detect(self$`id`, "^[0-9]+$")) {
        invalid_fields["id"] <- "Invalid value for `id`, must conform to the pattern ^[0-9]+$."
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
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
# LiteratureItem$unlock()
#
## Below is an example to define the print function
# LiteratureItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# LiteratureItem$lock()

