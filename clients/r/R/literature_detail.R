#' Create a new LiteratureDetail
#'
#' @description
#' The list item's fields plus citation, links, bibliographic details, sources and linked taxa.
#'
#' @docType class
#' @title LiteratureDetail
#' @description LiteratureDetail Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field title  character
#' @field authors  character
#' @field year  integer
#' @field journal  character
#' @field doi  character
#' @field citation Short citation as given by the source. character
#' @field url DOI resolver URL or another link to the publication. character
#' @field volume  character
#' @field issue  character
#' @field pages  character
#' @field sources Data sources the record was loaded from (records are deduplicated by DOI). list(\link{LiteratureDetailSourcesInner})
#' @field taxa Taxa the publication is linked to. list(\link{TaxonRef})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
LiteratureDetail <- R6::R6Class(
  "LiteratureDetail",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `authors` = NULL,
    `year` = NULL,
    `journal` = NULL,
    `doi` = NULL,
    `citation` = NULL,
    `url` = NULL,
    `volume` = NULL,
    `issue` = NULL,
    `pages` = NULL,
    `sources` = NULL,
    `taxa` = NULL,

    #' @description
    #' Initialize a new LiteratureDetail class.
    #'
    #' @param id id
    #' @param title title
    #' @param authors authors
    #' @param year year
    #' @param journal journal
    #' @param doi doi
    #' @param citation Short citation as given by the source.
    #' @param url DOI resolver URL or another link to the publication.
    #' @param volume volume
    #' @param issue issue
    #' @param pages pages
    #' @param sources Data sources the record was loaded from (records are deduplicated by DOI).
    #' @param taxa Taxa the publication is linked to.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `authors`, `year`, `journal`, `doi`, `citation`, `url`, `volume`, `issue`, `pages`, `sources`, `taxa`, ...) {
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
      if (!missing(`citation`)) {
        if (!(is.character(`citation`) && length(`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", `citation`))
        }
        self$`citation` <- `citation`
      }
      if (!missing(`url`)) {
        if (!(is.character(`url`) && length(`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", `url`))
        }
        self$`url` <- `url`
      }
      if (!missing(`volume`)) {
        if (!(is.character(`volume`) && length(`volume`) == 1)) {
          stop(paste("Error! Invalid data for `volume`. Must be a string:", `volume`))
        }
        self$`volume` <- `volume`
      }
      if (!missing(`issue`)) {
        if (!(is.character(`issue`) && length(`issue`) == 1)) {
          stop(paste("Error! Invalid data for `issue`. Must be a string:", `issue`))
        }
        self$`issue` <- `issue`
      }
      if (!missing(`pages`)) {
        if (!(is.character(`pages`) && length(`pages`) == 1)) {
          stop(paste("Error! Invalid data for `pages`. Must be a string:", `pages`))
        }
        self$`pages` <- `pages`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
      }
      if (!missing(`taxa`)) {
        stopifnot(is.vector(`taxa`), length(`taxa`) != 0)
        sapply(`taxa`, function(x) stopifnot(R6::is.R6(x)))
        self$`taxa` <- `taxa`
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
    #' @return LiteratureDetail as a base R list.
    #' @examples
    #' # convert array of LiteratureDetail (x) to a data frame
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
    #' Convert LiteratureDetail to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      LiteratureDetailObject <- list()
      if (!is.null(self$`id`)) {
        LiteratureDetailObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        LiteratureDetailObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`authors`)) {
        LiteratureDetailObject[["authors"]] <-
          self$`authors`
      }
      if (!is.null(self$`year`)) {
        LiteratureDetailObject[["year"]] <-
          self$`year`
      }
      if (!is.null(self$`journal`)) {
        LiteratureDetailObject[["journal"]] <-
          self$`journal`
      }
      if (!is.null(self$`doi`)) {
        LiteratureDetailObject[["doi"]] <-
          self$`doi`
      }
      if (!is.null(self$`citation`)) {
        LiteratureDetailObject[["citation"]] <-
          self$`citation`
      }
      if (!is.null(self$`url`)) {
        LiteratureDetailObject[["url"]] <-
          self$`url`
      }
      if (!is.null(self$`volume`)) {
        LiteratureDetailObject[["volume"]] <-
          self$`volume`
      }
      if (!is.null(self$`issue`)) {
        LiteratureDetailObject[["issue"]] <-
          self$`issue`
      }
      if (!is.null(self$`pages`)) {
        LiteratureDetailObject[["pages"]] <-
          self$`pages`
      }
      if (!is.null(self$`sources`)) {
        LiteratureDetailObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      if (!is.null(self$`taxa`)) {
        LiteratureDetailObject[["taxa"]] <-
          self$extractSimpleType(self$`taxa`)
      }
      return(LiteratureDetailObject)
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
    #' Deserialize JSON string into an instance of LiteratureDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureDetail
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
      if (!is.null(this_object$`citation`)) {
        self$`citation` <- this_object$`citation`
      }
      if (!is.null(this_object$`url`)) {
        self$`url` <- this_object$`url`
      }
      if (!is.null(this_object$`volume`)) {
        self$`volume` <- this_object$`volume`
      }
      if (!is.null(this_object$`issue`)) {
        self$`issue` <- this_object$`issue`
      }
      if (!is.null(this_object$`pages`)) {
        self$`pages` <- this_object$`pages`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[LiteratureDetailSourcesInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`taxa`)) {
        self$`taxa` <- ApiClient$new()$deserializeObj(this_object$`taxa`, "array[TaxonRef]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return LiteratureDetail in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureDetail
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`authors` <- this_object$`authors`
      self$`year` <- this_object$`year`
      self$`journal` <- this_object$`journal`
      self$`doi` <- this_object$`doi`
      self$`citation` <- this_object$`citation`
      self$`url` <- this_object$`url`
      self$`volume` <- this_object$`volume`
      self$`issue` <- this_object$`issue`
      self$`pages` <- this_object$`pages`
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[LiteratureDetailSourcesInner]", loadNamespace("lepidoptera"))
      self$`taxa` <- ApiClient$new()$deserializeObj(this_object$`taxa`, "array[TaxonRef]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to LiteratureDetail and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `title` is missing."))
      }
      # check the required field `authors`
      if (!is.null(input_json$`authors`)) {
        if (!(is.character(input_json$`authors`) && length(input_json$`authors`) == 1)) {
          stop(paste("Error! Invalid data for `authors`. Must be a string:", input_json$`authors`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `authors` is missing."))
      }
      # check the required field `year`
      if (!is.null(input_json$`year`)) {
        if (!(is.numeric(input_json$`year`) && length(input_json$`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", input_json$`year`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `year` is missing."))
      }
      # check the required field `journal`
      if (!is.null(input_json$`journal`)) {
        if (!(is.character(input_json$`journal`) && length(input_json$`journal`) == 1)) {
          stop(paste("Error! Invalid data for `journal`. Must be a string:", input_json$`journal`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `journal` is missing."))
      }
      # check the required field `doi`
      if (!is.null(input_json$`doi`)) {
        if (!(is.character(input_json$`doi`) && length(input_json$`doi`) == 1)) {
          stop(paste("Error! Invalid data for `doi`. Must be a string:", input_json$`doi`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `doi` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `citation` is missing."))
      }
      # check the required field `url`
      if (!is.null(input_json$`url`)) {
        if (!(is.character(input_json$`url`) && length(input_json$`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", input_json$`url`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `url` is missing."))
      }
      # check the required field `volume`
      if (!is.null(input_json$`volume`)) {
        if (!(is.character(input_json$`volume`) && length(input_json$`volume`) == 1)) {
          stop(paste("Error! Invalid data for `volume`. Must be a string:", input_json$`volume`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `volume` is missing."))
      }
      # check the required field `issue`
      if (!is.null(input_json$`issue`)) {
        if (!(is.character(input_json$`issue`) && length(input_json$`issue`) == 1)) {
          stop(paste("Error! Invalid data for `issue`. Must be a string:", input_json$`issue`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `issue` is missing."))
      }
      # check the required field `pages`
      if (!is.null(input_json$`pages`)) {
        if (!(is.character(input_json$`pages`) && length(input_json$`pages`) == 1)) {
          stop(paste("Error! Invalid data for `pages`. Must be a string:", input_json$`pages`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `pages` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `sources` is missing."))
      }
      # check the required field `taxa`
      if (!is.null(input_json$`taxa`)) {
        stopifnot(is.vector(input_json$`taxa`), length(input_json$`taxa`) != 0)
        tmp <- sapply(input_json$`taxa`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetail: the required field `taxa` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of LiteratureDetail
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

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        return(FALSE)
      }

      # check if the required `taxa` is null
      if (is.null(self$`taxa`)) {
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

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
      }

      # check if the required `taxa` is null
      if (is.null(self$`taxa`)) {
        invalid_fields["taxa"] <- "Non-nullable required field `taxa` cannot be null."
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
# LiteratureDetail$unlock()
#
## Below is an example to define the print function
# LiteratureDetail$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# LiteratureDetail$lock()

