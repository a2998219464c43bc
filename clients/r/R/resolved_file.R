#' Create a new ResolvedFile
#'
#' @description
#' ResolvedFile Class
#'
#' @docType class
#' @title ResolvedFile
#' @description ResolvedFile Class
#' @format An \code{R6Class} generator object
#' @field fileId  integer
#' @field datasetType The kind of sequence data the file holds or describes. A species' dataset file: `genome` (assembly report), `transcriptome` (sequencing runs) or `proteome` (protein FASTA). The service-wide assets get the type that fits: the barcode reference FASTA, the niche barcoding template (specimens with their COI sequences) and the barcode statistics are `genome` (COI barcodes are mitochondrial genome sequence). null where none of the three fits: the dataset archive (all three kinds at once) and the host-plant and literature exports (no sequence data). character
#' @field storageProvider  character
#' @field downloadUrl Pre-signed object-storage URL (`s3`) or direct link on this service (`local`). character
#' @field fileName  character
#' @field sizeBytes  integer
#' @field contentType  character
#' @field expiresAt Expiry of a pre-signed URL (`s3`); null for `local`. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ResolvedFile <- R6::R6Class(
  "ResolvedFile",
  public = list(
    `fileId` = NULL,
    `datasetType` = NULL,
    `storageProvider` = NULL,
    `downloadUrl` = NULL,
    `fileName` = NULL,
    `sizeBytes` = NULL,
    `contentType` = NULL,
    `expiresAt` = NULL,

    #' @description
    #' Initialize a new ResolvedFile class.
    #'
    #' @param fileId fileId
    #' @param datasetType The kind of sequence data the file holds or describes. A species' dataset file: `genome` (assembly report), `transcriptome` (sequencing runs) or `proteome` (protein FASTA). The service-wide assets get the type that fits: the barcode reference FASTA, the niche barcoding template (specimens with their COI sequences) and the barcode statistics are `genome` (COI barcodes are mitochondrial genome sequence). null where none of the three fits: the dataset archive (all three kinds at once) and the host-plant and literature exports (no sequence data).
    #' @param storageProvider storageProvider
    #' @param downloadUrl Pre-signed object-storage URL (`s3`) or direct link on this service (`local`).
    #' @param fileName fileName
    #' @param sizeBytes sizeBytes
    #' @param contentType contentType
    #' @param expiresAt Expiry of a pre-signed URL (`s3`); null for `local`.
    #' @param ... Other optional arguments.
    initialize = function(`fileId`, `datasetType`, `storageProvider`, `downloadUrl`, `fileName`, `sizeBytes`, `contentType`, `expiresAt`, ...) {
      if (!missing(`fileId`)) {
        if (!(is.numeric(`fileId`) && length(`fileId`) == 1)) {
          stop(paste("Error! Invalid data for `fileId`. Must be an integer:", `fileId`))
        }
        self$`fileId` <- `fileId`
      }
      if (!missing(`datasetType`)) {
        if (!(`datasetType` %in% c("genome", "transcriptome", "proteome"))) {
          stop(paste("Error! \"", `datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\".", sep = ""))
        }
        if (!(is.character(`datasetType`) && length(`datasetType`) == 1)) {
          stop(paste("Error! Invalid data for `datasetType`. Must be a string:", `datasetType`))
        }
        self$`datasetType` <- `datasetType`
      }
      if (!missing(`storageProvider`)) {
        if (!(`storageProvider` %in% c("s3", "local"))) {
          stop(paste("Error! \"", `storageProvider`, "\" cannot be assigned to `storageProvider`. Must be \"s3\", \"local\".", sep = ""))
        }
        if (!(is.character(`storageProvider`) && length(`storageProvider`) == 1)) {
          stop(paste("Error! Invalid data for `storageProvider`. Must be a string:", `storageProvider`))
        }
        self$`storageProvider` <- `storageProvider`
      }
      if (!missing(`downloadUrl`)) {
        if (!(is.character(`downloadUrl`) && length(`downloadUrl`) == 1)) {
          stop(paste("Error! Invalid data for `downloadUrl`. Must be a string:", `downloadUrl`))
        }
        self$`downloadUrl` <- `downloadUrl`
      }
      if (!missing(`fileName`)) {
        if (!(is.character(`fileName`) && length(`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", `fileName`))
        }
        self$`fileName` <- `fileName`
      }
      if (!missing(`sizeBytes`)) {
        if (!(is.numeric(`sizeBytes`) && length(`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", `sizeBytes`))
        }
        self$`sizeBytes` <- `sizeBytes`
      }
      if (!missing(`contentType`)) {
        if (!(is.character(`contentType`) && length(`contentType`) == 1)) {
          stop(paste("Error! Invalid data for `contentType`. Must be a string:", `contentType`))
        }
        self$`contentType` <- `contentType`
      }
      if (!missing(`expiresAt`)) {
        if (!(is.character(`expiresAt`) && length(`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", `expiresAt`))
        }
        self$`expiresAt` <- `expiresAt`
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
    #' @return ResolvedFile as a base R list.
    #' @examples
    #' # convert array of ResolvedFile (x) to a data frame
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
    #' Convert ResolvedFile to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ResolvedFileObject <- list()
      if (!is.null(self$`fileId`)) {
        ResolvedFileObject[["fileId"]] <-
          self$`fileId`
      }
      if (!is.null(self$`datasetType`)) {
        ResolvedFileObject[["datasetType"]] <-
          self$`datasetType`
      }
      if (!is.null(self$`storageProvider`)) {
        ResolvedFileObject[["storageProvider"]] <-
          self$`storageProvider`
      }
      if (!is.null(self$`downloadUrl`)) {
        ResolvedFileObject[["downloadUrl"]] <-
          self$`downloadUrl`
      }
      if (!is.null(self$`fileName`)) {
        ResolvedFileObject[["fileName"]] <-
          self$`fileName`
      }
      if (!is.null(self$`sizeBytes`)) {
        ResolvedFileObject[["sizeBytes"]] <-
          self$`sizeBytes`
      }
      if (!is.null(self$`contentType`)) {
        ResolvedFileObject[["contentType"]] <-
          self$`contentType`
      }
      if (!is.null(self$`expiresAt`)) {
        ResolvedFileObject[["expiresAt"]] <-
          self$`expiresAt`
      }
      return(ResolvedFileObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ResolvedFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of ResolvedFile
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`fileId`)) {
        self$`fileId` <- this_object$`fileId`
      }
      if (!is.null(this_object$`datasetType`)) {
        if (!is.null(this_object$`datasetType`) && !(this_object$`datasetType` %in% c("genome", "transcriptome", "proteome"))) {
          stop(paste("Error! \"", this_object$`datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\".", sep = ""))
        }
        self$`datasetType` <- this_object$`datasetType`
      }
      if (!is.null(this_object$`storageProvider`)) {
        if (!is.null(this_object$`storageProvider`) && !(this_object$`storageProvider` %in% c("s3", "local"))) {
          stop(paste("Error! \"", this_object$`storageProvider`, "\" cannot be assigned to `storageProvider`. Must be \"s3\", \"local\".", sep = ""))
        }
        self$`storageProvider` <- this_object$`storageProvider`
      }
      if (!is.null(this_object$`downloadUrl`)) {
        self$`downloadUrl` <- this_object$`downloadUrl`
      }
      if (!is.null(this_object$`fileName`)) {
        self$`fileName` <- this_object$`fileName`
      }
      if (!is.null(this_object$`sizeBytes`)) {
        self$`sizeBytes` <- this_object$`sizeBytes`
      }
      if (!is.null(this_object$`contentType`)) {
        self$`contentType` <- this_object$`contentType`
      }
      if (!is.null(this_object$`expiresAt`)) {
        self$`expiresAt` <- this_object$`expiresAt`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ResolvedFile in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ResolvedFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of ResolvedFile
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`fileId` <- this_object$`fileId`
      if (!is.null(this_object$`datasetType`) && !(this_object$`datasetType` %in% c("genome", "transcriptome", "proteome"))) {
        stop(paste("Error! \"", this_object$`datasetType`, "\" cannot be assigned to `datasetType`. Must be \"genome\", \"transcriptome\", \"proteome\".", sep = ""))
      }
      self$`datasetType` <- this_object$`datasetType`
      if (!is.null(this_object$`storageProvider`) && !(this_object$`storageProvider` %in% c("s3", "local"))) {
        stop(paste("Error! \"", this_object$`storageProvider`, "\" cannot be assigned to `storageProvider`. Must be \"s3\", \"local\".", sep = ""))
      }
      self$`storageProvider` <- this_object$`storageProvider`
      self$`downloadUrl` <- this_object$`downloadUrl`
      self$`fileName` <- this_object$`fileName`
      self$`sizeBytes` <- this_object$`sizeBytes`
      self$`contentType` <- this_object$`contentType`
      self$`expiresAt` <- this_object$`expiresAt`
      self
    },

    #' @description
    #' Validate JSON input with respect to ResolvedFile and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `fileId`
      if (!is.null(input_json$`fileId`)) {
        if (!(is.numeric(input_json$`fileId`) && length(input_json$`fileId`) == 1)) {
          stop(paste("Error! Invalid data for `fileId`. Must be an integer:", input_json$`fileId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `fileId` is missing."))
      }
      # check the required field `datasetType`
      if (!is.null(input_json$`datasetType`)) {
        if (!(is.character(input_json$`datasetType`) && length(input_json$`datasetType`) == 1)) {
          stop(paste("Error! Invalid data for `datasetType`. Must be a string:", input_json$`datasetType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `datasetType` is missing."))
      }
      # check the required field `storageProvider`
      if (!is.null(input_json$`storageProvider`)) {
        if (!(is.character(input_json$`storageProvider`) && length(input_json$`storageProvider`) == 1)) {
          stop(paste("Error! Invalid data for `storageProvider`. Must be a string:", input_json$`storageProvider`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `storageProvider` is missing."))
      }
      # check the required field `downloadUrl`
      if (!is.null(input_json$`downloadUrl`)) {
        if (!(is.character(input_json$`downloadUrl`) && length(input_json$`downloadUrl`) == 1)) {
          stop(paste("Error! Invalid data for `downloadUrl`. Must be a string:", input_json$`downloadUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `downloadUrl` is missing."))
      }
      # check the required field `fileName`
      if (!is.null(input_json$`fileName`)) {
        if (!(is.character(input_json$`fileName`) && length(input_json$`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", input_json$`fileName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `fileName` is missing."))
      }
      # check the required field `sizeBytes`
      if (!is.null(input_json$`sizeBytes`)) {
        if (!(is.numeric(input_json$`sizeBytes`) && length(input_json$`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", input_json$`sizeBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `sizeBytes` is missing."))
      }
      # check the required field `contentType`
      if (!is.null(input_json$`contentType`)) {
        if (!(is.character(input_json$`contentType`) && length(input_json$`contentType`) == 1)) {
          stop(paste("Error! Invalid data for `contentType`. Must be a string:", input_json$`contentType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `contentType` is missing."))
      }
      # check the required field `expiresAt`
      if (!is.null(input_json$`expiresAt`)) {
        if (!(is.character(input_json$`expiresAt`) && length(input_json$`expiresAt`) == 1)) {
          stop(paste("Error! Invalid data for `expiresAt`. Must be a string:", input_json$`expiresAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ResolvedFile: the required field `expiresAt` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ResolvedFile
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `fileId` is null
      if (is.null(self$`fileId`)) {
        return(FALSE)
      }

      if (self$`fileId` < 1) {
        return(FALSE)
      }

      # check if the required `storageProvider` is null
      if (is.null(self$`storageProvider`)) {
        return(FALSE)
      }

      # check if the required `downloadUrl` is null
      if (is.null(self$`downloadUrl`)) {
        return(FALSE)
      }

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        return(FALSE)
      }

      if (self$`sizeBytes` < 0) {
        return(FALSE)
      }

      # check if the required `contentType` is null
      if (is.null(self$`contentType`)) {
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
      # check if the required `fileId` is null
      if (is.null(self$`fileId`)) {
        invalid_fields["fileId"] <- "Non-nullable required field `fileId` cannot be null."
      }

      if (self$`fileId` < 1) {
        invalid_fields["fileId"] <- "Invalid value for `fileId`, must be bigger than or equal to 1."
      }

      # check if the required `storageProvider` is null
      if (is.null(self$`storageProvider`)) {
        invalid_fields["storageProvider"] <- "Non-nullable required field `storageProvider` cannot be null."
      }

      # check if the required `downloadUrl` is null
      if (is.null(self$`downloadUrl`)) {
        invalid_fields["downloadUrl"] <- "Non-nullable required field `downloadUrl` cannot be null."
      }

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        invalid_fields["fileName"] <- "Non-nullable required field `fileName` cannot be null."
      }

      if (self$`sizeBytes` < 0) {
        invalid_fields["sizeBytes"] <- "Invalid value for `sizeBytes`, must be bigger than or equal to 0."
      }

      # check if the required `contentType` is null
      if (is.null(self$`contentType`)) {
        invalid_fields["contentType"] <- "Non-nullable required field `contentType` cannot be null."
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
# ResolvedFile$unlock()
#
## Below is an example to define the print function
# ResolvedFile$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ResolvedFile$lock()

