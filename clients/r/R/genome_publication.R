#' Create a new GenomePublication
#'
#' @description
#' GenomePublication Class
#'
#' @docType class
#' @title GenomePublication
#' @description GenomePublication Class
#' @format An \code{R6Class} generator object
#' @field title  character
#' @field authors  character
#' @field journal  character
#' @field year  integer
#' @field pubmedHref  character
#' @field doiHref  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomePublication <- R6::R6Class(
  "GenomePublication",
  public = list(
    `title` = NULL,
    `authors` = NULL,
    `journal` = NULL,
    `year` = NULL,
    `pubmedHref` = NULL,
    `doiHref` = NULL,

    #' @description
    #' Initialize a new GenomePublication class.
    #'
    #' @param title title
    #' @param authors authors
    #' @param journal journal
    #' @param year year
    #' @param pubmedHref pubmedHref
    #' @param doiHref doiHref
    #' @param ... Other optional arguments.
    initialize = function(`title`, `authors`, `journal`, `year`, `pubmedHref`, `doiHref`, ...) {
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
      if (!missing(`journal`)) {
        if (!(is.character(`journal`) && length(`journal`) == 1)) {
          stop(paste("Error! Invalid data for `journal`. Must be a string:", `journal`))
        }
        self$`journal` <- `journal`
      }
      if (!missing(`year`)) {
        if (!(is.numeric(`year`) && length(`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", `year`))
        }
        self$`year` <- `year`
      }
      if (!missing(`pubmedHref`)) {
        if (!(is.character(`pubmedHref`) && length(`pubmedHref`) == 1)) {
          stop(paste("Error! Invalid data for `pubmedHref`. Must be a string:", `pubmedHref`))
        }
        self$`pubmedHref` <- `pubmedHref`
      }
      if (!missing(`doiHref`)) {
        if (!(is.character(`doiHref`) && length(`doiHref`) == 1)) {
          stop(paste("Error! Invalid data for `doiHref`. Must be a string:", `doiHref`))
        }
        self$`doiHref` <- `doiHref`
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
    #' @return GenomePublication as a base R list.
    #' @examples
    #' # convert array of GenomePublication (x) to a data frame
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
    #' Convert GenomePublication to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomePublicationObject <- list()
      if (!is.null(self$`title`)) {
        GenomePublicationObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`authors`)) {
        GenomePublicationObject[["authors"]] <-
          self$`authors`
      }
      if (!is.null(self$`journal`)) {
        GenomePublicationObject[["journal"]] <-
          self$`journal`
      }
      if (!is.null(self$`year`)) {
        GenomePublicationObject[["year"]] <-
          self$`year`
      }
      if (!is.null(self$`pubmedHref`)) {
        GenomePublicationObject[["pubmedHref"]] <-
          self$`pubmedHref`
      }
      if (!is.null(self$`doiHref`)) {
        GenomePublicationObject[["doiHref"]] <-
          self$`doiHref`
      }
      return(GenomePublicationObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomePublication
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomePublication
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`authors`)) {
        self$`authors` <- this_object$`authors`
      }
      if (!is.null(this_object$`journal`)) {
        self$`journal` <- this_object$`journal`
      }
      if (!is.null(this_object$`year`)) {
        self$`year` <- this_object$`year`
      }
      if (!is.null(this_object$`pubmedHref`)) {
        self$`pubmedHref` <- this_object$`pubmedHref`
      }
      if (!is.null(this_object$`doiHref`)) {
        self$`doiHref` <- this_object$`doiHref`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomePublication in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomePublication
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomePublication
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`title` <- this_object$`title`
      self$`authors` <- this_object$`authors`
      self$`journal` <- this_object$`journal`
      self$`year` <- this_object$`year`
      self$`pubmedHref` <- this_object$`pubmedHref`
      self$`doiHref` <- this_object$`doiHref`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomePublication and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `title` is missing."))
      }
      # check the required field `authors`
      if (!is.null(input_json$`authors`)) {
        if (!(is.character(input_json$`authors`) && length(input_json$`authors`) == 1)) {
          stop(paste("Error! Invalid data for `authors`. Must be a string:", input_json$`authors`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `authors` is missing."))
      }
      # check the required field `journal`
      if (!is.null(input_json$`journal`)) {
        if (!(is.character(input_json$`journal`) && length(input_json$`journal`) == 1)) {
          stop(paste("Error! Invalid data for `journal`. Must be a string:", input_json$`journal`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `journal` is missing."))
      }
      # check the required field `year`
      if (!is.null(input_json$`year`)) {
        if (!(is.numeric(input_json$`year`) && length(input_json$`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", input_json$`year`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `year` is missing."))
      }
      # check the required field `pubmedHref`
      if (!is.null(input_json$`pubmedHref`)) {
        if (!(is.character(input_json$`pubmedHref`) && length(input_json$`pubmedHref`) == 1)) {
          stop(paste("Error! Invalid data for `pubmedHref`. Must be a string:", input_json$`pubmedHref`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `pubmedHref` is missing."))
      }
      # check the required field `doiHref`
      if (!is.null(input_json$`doiHref`)) {
        if (!(is.character(input_json$`doiHref`) && length(input_json$`doiHref`) == 1)) {
          stop(paste("Error! Invalid data for `doiHref`. Must be a string:", input_json$`doiHref`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomePublication: the required field `doiHref` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomePublication
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
# GenomePublication$unlock()
#
## Below is an example to define the print function
# GenomePublication$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomePublication$lock()

