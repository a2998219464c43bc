#' Create a new SpeciesDownloadsDataGroups
#'
#' @description
#' Number of items per dataset type for the species (independent of the filter).
#'
#' @docType class
#' @title SpeciesDownloadsDataGroups
#' @description SpeciesDownloadsDataGroups Class
#' @format An \code{R6Class} generator object
#' @field genome  integer
#' @field transcriptome  integer
#' @field proteome  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SpeciesDownloadsDataGroups <- R6::R6Class(
  "SpeciesDownloadsDataGroups",
  public = list(
    `genome` = NULL,
    `transcriptome` = NULL,
    `proteome` = NULL,

    #' @description
    #' Initialize a new SpeciesDownloadsDataGroups class.
    #'
    #' @param genome genome
    #' @param transcriptome transcriptome
    #' @param proteome proteome
    #' @param ... Other optional arguments.
    initialize = function(`genome`, `transcriptome`, `proteome`, ...) {
      if (!missing(`genome`)) {
        if (!(is.numeric(`genome`) && length(`genome`) == 1)) {
          stop(paste("Error! Invalid data for `genome`. Must be an integer:", `genome`))
        }
        self$`genome` <- `genome`
      }
      if (!missing(`transcriptome`)) {
        if (!(is.numeric(`transcriptome`) && length(`transcriptome`) == 1)) {
          stop(paste("Error! Invalid data for `transcriptome`. Must be an integer:", `transcriptome`))
        }
        self$`transcriptome` <- `transcriptome`
      }
      if (!missing(`proteome`)) {
        if (!(is.numeric(`proteome`) && length(`proteome`) == 1)) {
          stop(paste("Error! Invalid data for `proteome`. Must be an integer:", `proteome`))
        }
        self$`proteome` <- `proteome`
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
    #' @return SpeciesDownloadsDataGroups as a base R list.
    #' @examples
    #' # convert array of SpeciesDownloadsDataGroups (x) to a data frame
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
    #' Convert SpeciesDownloadsDataGroups to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SpeciesDownloadsDataGroupsObject <- list()
      if (!is.null(self$`genome`)) {
        SpeciesDownloadsDataGroupsObject[["genome"]] <-
          self$`genome`
      }
      if (!is.null(self$`transcriptome`)) {
        SpeciesDownloadsDataGroupsObject[["transcriptome"]] <-
          self$`transcriptome`
      }
      if (!is.null(self$`proteome`)) {
        SpeciesDownloadsDataGroupsObject[["proteome"]] <-
          self$`proteome`
      }
      return(SpeciesDownloadsDataGroupsObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadsDataGroups
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadsDataGroups
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`genome`)) {
        self$`genome` <- this_object$`genome`
      }
      if (!is.null(this_object$`transcriptome`)) {
        self$`transcriptome` <- this_object$`transcriptome`
      }
      if (!is.null(this_object$`proteome`)) {
        self$`proteome` <- this_object$`proteome`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SpeciesDownloadsDataGroups in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadsDataGroups
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadsDataGroups
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`genome` <- this_object$`genome`
      self$`transcriptome` <- this_object$`transcriptome`
      self$`proteome` <- this_object$`proteome`
      self
    },

    #' @description
    #' Validate JSON input with respect to SpeciesDownloadsDataGroups and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `genome`
      if (!is.null(input_json$`genome`)) {
        if (!(is.numeric(input_json$`genome`) && length(input_json$`genome`) == 1)) {
          stop(paste("Error! Invalid data for `genome`. Must be an integer:", input_json$`genome`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsDataGroups: the required field `genome` is missing."))
      }
      # check the required field `transcriptome`
      if (!is.null(input_json$`transcriptome`)) {
        if (!(is.numeric(input_json$`transcriptome`) && length(input_json$`transcriptome`) == 1)) {
          stop(paste("Error! Invalid data for `transcriptome`. Must be an integer:", input_json$`transcriptome`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsDataGroups: the required field `transcriptome` is missing."))
      }
      # check the required field `proteome`
      if (!is.null(input_json$`proteome`)) {
        if (!(is.numeric(input_json$`proteome`) && length(input_json$`proteome`) == 1)) {
          stop(paste("Error! Invalid data for `proteome`. Must be an integer:", input_json$`proteome`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsDataGroups: the required field `proteome` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SpeciesDownloadsDataGroups
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `genome` is null
      if (is.null(self$`genome`)) {
        return(FALSE)
      }

      if (self$`genome` < 0) {
        return(FALSE)
      }

      # check if the required `transcriptome` is null
      if (is.null(self$`transcriptome`)) {
        return(FALSE)
      }

      if (self$`transcriptome` < 0) {
        return(FALSE)
      }

      # check if the required `proteome` is null
      if (is.null(self$`proteome`)) {
        return(FALSE)
      }

      if (self$`proteome` < 0) {
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
      # check if the required `genome` is null
      if (is.null(self$`genome`)) {
        invalid_fields["genome"] <- "Non-nullable required field `genome` cannot be null."
      }

      if (self$`genome` < 0) {
        invalid_fields["genome"] <- "Invalid value for `genome`, must be bigger than or equal to 0."
      }

      # check if the required `transcriptome` is null
      if (is.null(self$`transcriptome`)) {
        invalid_fields["transcriptome"] <- "Non-nullable required field `transcriptome` cannot be null."
      }

      if (self$`transcriptome` < 0) {
        invalid_fields["transcriptome"] <- "Invalid value for `transcriptome`, must be bigger than or equal to 0."
      }

      # check if the required `proteome` is null
      if (is.null(self$`proteome`)) {
        invalid_fields["proteome"] <- "Non-nullable required field `proteome` cannot be null."
      }

      if (self$`proteome` < 0) {
        invalid_fields["proteome"] <- "Invalid value for `proteome`, must be bigger than or equal to 0."
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
# SpeciesDownloadsDataGroups$unlock()
#
## Below is an example to define the print function
# SpeciesDownloadsDataGroups$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SpeciesDownloadsDataGroups$lock()

