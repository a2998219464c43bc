#' Create a new SpeciesDownloadItem
#'
#' @description
#' SpeciesDownloadItem Class
#'
#' @docType class
#' @title SpeciesDownloadItem
#' @description SpeciesDownloadItem Class
#' @format An \code{R6Class} generator object
#' @field datasetType  \link{DatasetType}
#' @field datasetId  character
#' @field datasetName  character
#' @field source Data source label. character
#' @field file  \link{SpeciesDownloadItemFile}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SpeciesDownloadItem <- R6::R6Class(
  "SpeciesDownloadItem",
  public = list(
    `datasetType` = NULL,
    `datasetId` = NULL,
    `datasetName` = NULL,
    `source` = NULL,
    `file` = NULL,

    #' @description
    #' Initialize a new SpeciesDownloadItem class.
    #'
    #' @param datasetType datasetType
    #' @param datasetId datasetId
    #' @param datasetName datasetName
    #' @param source Data source label.
    #' @param file file
    #' @param ... Other optional arguments.
    initialize = function(`datasetType`, `datasetId`, `datasetName`, `source`, `file`, ...) {
      if (!missing(`datasetType`)) {
        if (!(`datasetType` %in% c())) {
          stop(paste("Error! \"", `datasetType`, "\" cannot be assigned to `datasetType`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`datasetType`))
        self$`datasetType` <- `datasetType`
      }
      if (!missing(`datasetId`)) {
        if (!(is.character(`datasetId`) && length(`datasetId`) == 1)) {
          stop(paste("Error! Invalid data for `datasetId`. Must be a string:", `datasetId`))
        }
        self$`datasetId` <- `datasetId`
      }
      if (!missing(`datasetName`)) {
        if (!(is.character(`datasetName`) && length(`datasetName`) == 1)) {
          stop(paste("Error! Invalid data for `datasetName`. Must be a string:", `datasetName`))
        }
        self$`datasetName` <- `datasetName`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`file`)) {
        stopifnot(R6::is.R6(`file`))
        self$`file` <- `file`
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
    #' @return SpeciesDownloadItem as a base R list.
    #' @examples
    #' # convert array of SpeciesDownloadItem (x) to a data frame
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
    #' Convert SpeciesDownloadItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SpeciesDownloadItemObject <- list()
      if (!is.null(self$`datasetType`)) {
        SpeciesDownloadItemObject[["datasetType"]] <-
          self$extractSimpleType(self$`datasetType`)
      }
      if (!is.null(self$`datasetId`)) {
        SpeciesDownloadItemObject[["datasetId"]] <-
          self$`datasetId`
      }
      if (!is.null(self$`datasetName`)) {
        SpeciesDownloadItemObject[["datasetName"]] <-
          self$`datasetName`
      }
      if (!is.null(self$`source`)) {
        SpeciesDownloadItemObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`file`)) {
        SpeciesDownloadItemObject[["file"]] <-
          self$extractSimpleType(self$`file`)
      }
      return(SpeciesDownloadItemObject)
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
    #' Deserialize JSON string into an instance of SpeciesDownloadItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`datasetType`)) {
        `datasettype_object` <- DatasetType$new()
        `datasettype_object`$fromJSON(jsonlite::toJSON(this_object$`datasetType`, auto_unbox = TRUE, digits = NA))
        self$`datasetType` <- `datasettype_object`
      }
      if (!is.null(this_object$`datasetId`)) {
        self$`datasetId` <- this_object$`datasetId`
      }
      if (!is.null(this_object$`datasetName`)) {
        self$`datasetName` <- this_object$`datasetName`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`file`)) {
        `file_object` <- SpeciesDownloadItemFile$new()
        `file_object`$fromJSON(jsonlite::toJSON(this_object$`file`, auto_unbox = TRUE, digits = NA))
        self$`file` <- `file_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SpeciesDownloadItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SpeciesDownloadItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of SpeciesDownloadItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`datasetType` <- DatasetType$new()$fromJSON(jsonlite::toJSON(this_object$`datasetType`, auto_unbox = TRUE, digits = NA))
      self$`datasetId` <- this_object$`datasetId`
      self$`datasetName` <- this_object$`datasetName`
      self$`source` <- this_object$`source`
      self$`file` <- SpeciesDownloadItemFile$new()$fromJSON(jsonlite::toJSON(this_object$`file`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to SpeciesDownloadItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `datasetType`
      if (!is.null(input_json$`datasetType`)) {
        stopifnot(R6::is.R6(input_json$`datasetType`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItem: the required field `datasetType` is missing."))
      }
      # check the required field `datasetId`
      if (!is.null(input_json$`datasetId`)) {
        if (!(is.character(input_json$`datasetId`) && length(input_json$`datasetId`) == 1)) {
          stop(paste("Error! Invalid data for `datasetId`. Must be a string:", input_json$`datasetId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItem: the required field `datasetId` is missing."))
      }
      # check the required field `datasetName`
      if (!is.null(input_json$`datasetName`)) {
        if (!(is.character(input_json$`datasetName`) && length(input_json$`datasetName`) == 1)) {
          stop(paste("Error! Invalid data for `datasetName`. Must be a string:", input_json$`datasetName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItem: the required field `datasetName` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItem: the required field `source` is missing."))
      }
      # check the required field `file`
      if (!is.null(input_json$`file`)) {
        stopifnot(R6::is.R6(input_json$`file`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SpeciesDownloadItem: the required field `file` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SpeciesDownloadItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `datasetType` is null
      if (is.null(self$`datasetType`)) {
        return(FALSE)
      }

      # check if the required `datasetId` is null
      if (is.null(self$`datasetId`)) {
        return(FALSE)
      }

      # check if the required `datasetName` is null
      if (is.null(self$`datasetName`)) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `file` is null
      if (is.null(self$`file`)) {
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
      # check if the required `datasetType` is null
      if (is.null(self$`datasetType`)) {
        invalid_fields["datasetType"] <- "Non-nullable required field `datasetType` cannot be null."
      }

      # check if the required `datasetId` is null
      if (is.null(self$`datasetId`)) {
        invalid_fields["datasetId"] <- "Non-nullable required field `datasetId` cannot be null."
      }

      # check if the required `datasetName` is null
      if (is.null(self$`datasetName`)) {
        invalid_fields["datasetName"] <- "Non-nullable required field `datasetName` cannot be null."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `file` is null
      if (is.null(self$`file`)) {
        invalid_fields["file"] <- "Non-nullable required field `file` cannot be null."
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
# SpeciesDownloadItem$unlock()
#
## Below is an example to define the print function
# SpeciesDownloadItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SpeciesDownloadItem$lock()

