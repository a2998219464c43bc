#' Create a new ExportCitation
#'
#' @description
#' Null until the export succeeded.
#'
#' @docType class
#' @title ExportCitation
#' @description ExportCitation Class
#' @format An \code{R6Class} generator object
#' @field text How to cite the export itself. character
#' @field sources Every source with at least one record in the file, most records first; `records` counts the records the source gives a value to (a genome assembly may count for its catalog source, the source of its BUSCO values and the source of its contig N50). list(\link{ExportSource})
#' @field licences Records per licence as the records give it (one `intellectualRights` each in a Darwin Core Archive); for genomes the licence of each assembly's catalog source. The records add up to `recordCount`. list(\link{ExportCitationLicencesInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ExportCitation <- R6::R6Class(
  "ExportCitation",
  public = list(
    `text` = NULL,
    `sources` = NULL,
    `licences` = NULL,

    #' @description
    #' Initialize a new ExportCitation class.
    #'
    #' @param text How to cite the export itself.
    #' @param sources Every source with at least one record in the file, most records first; `records` counts the records the source gives a value to (a genome assembly may count for its catalog source, the source of its BUSCO values and the source of its contig N50).
    #' @param licences Records per licence as the records give it (one `intellectualRights` each in a Darwin Core Archive); for genomes the licence of each assembly's catalog source. The records add up to `recordCount`.
    #' @param ... Other optional arguments.
    initialize = function(`text`, `sources`, `licences`, ...) {
      if (!missing(`text`)) {
        if (!(is.character(`text`) && length(`text`) == 1)) {
          stop(paste("Error! Invalid data for `text`. Must be a string:", `text`))
        }
        self$`text` <- `text`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
      }
      if (!missing(`licences`)) {
        stopifnot(is.vector(`licences`), length(`licences`) != 0)
        sapply(`licences`, function(x) stopifnot(R6::is.R6(x)))
        self$`licences` <- `licences`
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
    #' @return ExportCitation as a base R list.
    #' @examples
    #' # convert array of ExportCitation (x) to a data frame
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
    #' Convert ExportCitation to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ExportCitationObject <- list()
      if (!is.null(self$`text`)) {
        ExportCitationObject[["text"]] <-
          self$`text`
      }
      if (!is.null(self$`sources`)) {
        ExportCitationObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      if (!is.null(self$`licences`)) {
        ExportCitationObject[["licences"]] <-
          self$extractSimpleType(self$`licences`)
      }
      return(ExportCitationObject)
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
    #' Deserialize JSON string into an instance of ExportCitation
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportCitation
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`text`)) {
        self$`text` <- this_object$`text`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[ExportSource]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`licences`)) {
        self$`licences` <- ApiClient$new()$deserializeObj(this_object$`licences`, "array[ExportCitationLicencesInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ExportCitation in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportCitation
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportCitation
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`text` <- this_object$`text`
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[ExportSource]", loadNamespace("lepidoptera"))
      self$`licences` <- ApiClient$new()$deserializeObj(this_object$`licences`, "array[ExportCitationLicencesInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ExportCitation and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `text`
      if (!is.null(input_json$`text`)) {
        if (!(is.character(input_json$`text`) && length(input_json$`text`) == 1)) {
          stop(paste("Error! Invalid data for `text`. Must be a string:", input_json$`text`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportCitation: the required field `text` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportCitation: the required field `sources` is missing."))
      }
      # check the required field `licences`
      if (!is.null(input_json$`licences`)) {
        stopifnot(is.vector(input_json$`licences`), length(input_json$`licences`) != 0)
        tmp <- sapply(input_json$`licences`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportCitation: the required field `licences` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ExportCitation
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `text` is null
      if (is.null(self$`text`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        return(FALSE)
      }

      # check if the required `licences` is null
      if (is.null(self$`licences`)) {
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
      # check if the required `text` is null
      if (is.null(self$`text`)) {
        invalid_fields["text"] <- "Non-nullable required field `text` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
      }

      # check if the required `licences` is null
      if (is.null(self$`licences`)) {
        invalid_fields["licences"] <- "Non-nullable required field `licences` cannot be null."
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
# ExportCitation$unlock()
#
## Below is an example to define the print function
# ExportCitation$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ExportCitation$lock()

