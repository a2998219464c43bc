#' Create a new DataSource
#'
#' @description
#' DataSource Class
#'
#' @docType class
#' @title DataSource
#' @description DataSource Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field title  character
#' @field domain  \link{DataDomain}
#' @field licence Licence as stated by the source; null when the source states none. character
#' @field citation  character
#' @field url  character
#' @field caveat What a user of the records must know beyond the licence and citation (e.g. the Larsen & Shirey 2021 records are a curated GBIF subset whose per-record licences cannot be checked); null when the source has no caveat. character
#' @field records  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DataSource <- R6::R6Class(
  "DataSource",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `domain` = NULL,
    `licence` = NULL,
    `citation` = NULL,
    `url` = NULL,
    `caveat` = NULL,
    `records` = NULL,

    #' @description
    #' Initialize a new DataSource class.
    #'
    #' @param id id
    #' @param title title
    #' @param domain domain
    #' @param licence Licence as stated by the source; null when the source states none.
    #' @param citation citation
    #' @param url url
    #' @param caveat What a user of the records must know beyond the licence and citation (e.g. the Larsen & Shirey 2021 records are a curated GBIF subset whose per-record licences cannot be checked); null when the source has no caveat.
    #' @param records records
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `domain`, `licence`, `citation`, `url`, `caveat`, `records`, ...) {
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
      if (!missing(`domain`)) {
        if (!(`domain` %in% c())) {
          stop(paste("Error! \"", `domain`, "\" cannot be assigned to `domain`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`domain`))
        self$`domain` <- `domain`
      }
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
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
      if (!missing(`caveat`)) {
        if (!(is.character(`caveat`) && length(`caveat`) == 1)) {
          stop(paste("Error! Invalid data for `caveat`. Must be a string:", `caveat`))
        }
        self$`caveat` <- `caveat`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
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
    #' @return DataSource as a base R list.
    #' @examples
    #' # convert array of DataSource (x) to a data frame
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
    #' Convert DataSource to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DataSourceObject <- list()
      if (!is.null(self$`id`)) {
        DataSourceObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        DataSourceObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`domain`)) {
        DataSourceObject[["domain"]] <-
          self$extractSimpleType(self$`domain`)
      }
      if (!is.null(self$`licence`)) {
        DataSourceObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`citation`)) {
        DataSourceObject[["citation"]] <-
          self$`citation`
      }
      if (!is.null(self$`url`)) {
        DataSourceObject[["url"]] <-
          self$`url`
      }
      if (!is.null(self$`caveat`)) {
        DataSourceObject[["caveat"]] <-
          self$`caveat`
      }
      if (!is.null(self$`records`)) {
        DataSourceObject[["records"]] <-
          self$`records`
      }
      return(DataSourceObject)
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
    #' Deserialize JSON string into an instance of DataSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of DataSource
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`domain`)) {
        `domain_object` <- DataDomain$new()
        `domain_object`$fromJSON(jsonlite::toJSON(this_object$`domain`, auto_unbox = TRUE, digits = NA))
        self$`domain` <- `domain_object`
      }
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
      }
      if (!is.null(this_object$`citation`)) {
        self$`citation` <- this_object$`citation`
      }
      if (!is.null(this_object$`url`)) {
        self$`url` <- this_object$`url`
      }
      if (!is.null(this_object$`caveat`)) {
        self$`caveat` <- this_object$`caveat`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DataSource in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DataSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of DataSource
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`domain` <- DataDomain$new()$fromJSON(jsonlite::toJSON(this_object$`domain`, auto_unbox = TRUE, digits = NA))
      self$`licence` <- this_object$`licence`
      self$`citation` <- this_object$`citation`
      self$`url` <- this_object$`url`
      self$`caveat` <- this_object$`caveat`
      self$`records` <- this_object$`records`
      self
    },

    #' @description
    #' Validate JSON input with respect to DataSource and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `title` is missing."))
      }
      # check the required field `domain`
      if (!is.null(input_json$`domain`)) {
        stopifnot(R6::is.R6(input_json$`domain`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `domain` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `licence` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `citation` is missing."))
      }
      # check the required field `url`
      if (!is.null(input_json$`url`)) {
        if (!(is.character(input_json$`url`) && length(input_json$`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", input_json$`url`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `url` is missing."))
      }
      # check the required field `caveat`
      if (!is.null(input_json$`caveat`)) {
        if (!(is.character(input_json$`caveat`) && length(input_json$`caveat`) == 1)) {
          stop(paste("Error! Invalid data for `caveat`. Must be a string:", input_json$`caveat`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `caveat` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DataSource: the required field `records` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DataSource
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

      # check if the required `domain` is null
      if (is.null(self$`domain`)) {
        return(FALSE)
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
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

      # check if the required `domain` is null
      if (is.null(self$`domain`)) {
        invalid_fields["domain"] <- "Non-nullable required field `domain` cannot be null."
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        invalid_fields["citation"] <- "Non-nullable required field `citation` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
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
# DataSource$unlock()
#
## Below is an example to define the print function
# DataSource$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DataSource$lock()

