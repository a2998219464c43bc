#' Create a new SpeciesDownloadsData
#'
#' @description
#' SpeciesDownloadsData Class
#'
#' @docType class
#' @title SpeciesDownloadsData
#' @description SpeciesDownloadsData Class
#' @format An \code{R6Class} generator object
#' @field speciesSlug  character
#' @field scientificName  character
#' @field datasetType The applied `datasetType` filter. character
#' @field items Items grouped by dataset type (genome, transcriptome, proteome). list(\link{SpeciesDownloadItem})
#' @field groups  \link{SpeciesDownloadsDataGroups}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SpeciesDownloadsData <- R6::R6Class(
  "SpeciesDownloadsData",
  public = list(
    `speciesSlug` = NULL,
    `scientificName` = NULL,
    `datasetType` = NULL,
    `items` = NULL,
    `groups` = NULL,

    #' @description
    #' Initialize a new SpeciesDownloadsData class.
    #'
    #' @param speciesSlug speciesSlug
    #' @param scientificName scientificName
    #' @param datasetType The applied `datasetType` filter.
    #' @param items Items grouped by dataset type (genome, transcriptome, proteome).
    #' @param groups groups
    #' @param ... Other optional arguments.
    initialize = function(`speciesSlug`, `scientificName`, `datasetType`, `items`, `groups`, ...) {
      if (!missing(`speciesSlug`)) {
        if (!(is.character(`speciesSlug`) && length(`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", `speciesSlug`))
        }
        self$`speciesSlug` <- `speciesSlug`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
      }
      if (!missing(`datasetType`)) {
        if (!(`datasetType` %in% c("genome", "transcriptome", "proteome", "all"))) {
          stop(paste("Error! \"", `datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\", \"all\".", sep = ""))
        }
        if (!(is.character(`datasetType`) && length(`datasetType`) == 1)) {
          stop(paste("Error! Invalid data for `datasetType`. Must be a string:", `datasetType`))
        }
        self$`datasetType` <- `datasetType`
      }
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`groups`)) {
        stopifnot(R6::is.R6(`groups`))
        self$`groups` <- `groups`
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
    #' @return SpeciesDownloadsData as a base R list.
    #' @examples
    #' # convert array of SpeciesDownloadsData (x) to a data frame
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
    #' Convert SpeciesDownloadsData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SpeciesDownloadsDataObject <- list()
      if (!is.null(self$`speciesSlug`)) {
        SpeciesDownloadsDataObject[["speciesSlug"]] <-
          self$`speciesSlug`
      }
      if (!is.null(self$`scientificName`)) {
        SpeciesDownloadsDataObject[["scientificName"]] <-
          self$`scientificName`
      }
      if (!is.null(self$`datasetType`)) {
        SpeciesDownloadsDataObject[["datasetType"]] <-
          self$`datasetType`
      }
      if (!is.null(self$`items`)) {
        SpeciesDownloadsDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`groups`)) {
        SpeciesDownloadsDataObject[["groups"]] <-
          self$extractSimpleType(self$`groups`)
      }
      return(SpeciesDownloadsDataObject)
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
    #' Deserialize JSON string into an instance of SpeciesDownloadsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadsData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`speciesSlug`)) {
        self$`speciesSlug` <- this_object$`speciesSlug`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      if (!is.null(this_object$`datasetType`)) {
        if (!is.null(this_object$`datasetType`) && !(this_object$`datasetType` %in% c("genome", "transcriptome", "proteome", "all"))) {
          stop(paste("Error! \"", this_object$`datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\", \"all\".", sep = ""))
        }
        self$`datasetType` <- this_object$`datasetType`
      }
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[SpeciesDownloadItem]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`groups`)) {
        `groups_object` <- SpeciesDownloadsDataGroups$new()
        `groups_object`$fromJSON(jsonlite::toJSON(this_object$`groups`, auto_unbox = TRUE, digits = NA))
        self$`groups` <- `groups_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SpeciesDownloadsData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadsData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`speciesSlug` <- this_object$`speciesSlug`
      self$`scientificName` <- this_object$`scientificName`
      if (!is.null(this_object$`datasetType`) && !(this_object$`datasetType` %in% c("genome", "transcriptome", "proteome", "all"))) {
        stop(paste("Error! \"", this_object$`datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\", \"all\".", sep = ""))
      }
      self$`datasetType` <- this_object$`datasetType`
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[SpeciesDownloadItem]", loadNamespace("lepidoptera"))
      self$`groups` <- SpeciesDownloadsDataGroups$new()$fromJSON(jsonlite::toJSON(this_object$`groups`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to SpeciesDownloadsData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `speciesSlug`
      if (!is.null(input_json$`speciesSlug`)) {
        if (!(is.character(input_json$`speciesSlug`) && length(input_json$`speciesSlug`) == 1)) {
          stop(paste("Error! Invalid data for `speciesSlug`. Must be a string:", input_json$`speciesSlug`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsData: the required field `speciesSlug` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsData: the required field `scientificName` is missing."))
      }
      # check the required field `datasetType`
      if (!is.null(input_json$`datasetType`)) {
        if (!(is.character(input_json$`datasetType`) && length(input_json$`datasetType`) == 1)) {
          stop(paste("Error! Invalid data for `datasetType`. Must be a string:", input_json$`datasetType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsData: the required field `datasetType` is missing."))
      }
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsData: the required field `items` is missing."))
      }
      # check the required field `groups`
      if (!is.null(input_json$`groups`)) {
        stopifnot(R6::is.R6(input_json$`groups`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadsData: the required field `groups` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SpeciesDownloadsData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        return(FALSE)
      }

      # check if the required `datasetType` is null
      if (is.null(self$`datasetType`)) {
        return(FALSE)
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
        return(FALSE)
      }

      # check if the required `groups` is null
      if (is.null(self$`groups`)) {
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
      # check if the required `speciesSlug` is null
      if (is.null(self$`speciesSlug`)) {
        invalid_fields["speciesSlug"] <- "Non-nullable required field `speciesSlug` cannot be null."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
      }

      # check if the required `datasetType` is null
      if (is.null(self$`datasetType`)) {
        invalid_fields["datasetType"] <- "Non-nullable required field `datasetType` cannot be null."
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
      }

      # check if the required `groups` is null
      if (is.null(self$`groups`)) {
        invalid_fields["groups"] <- "Non-nullable required field `groups` cannot be null."
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
# SpeciesDownloadsData$unlock()
#
## Below is an example to define the print function
# SpeciesDownloadsData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SpeciesDownloadsData$lock()

